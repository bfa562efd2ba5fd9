import { landingContent } from '@/content/landing';

export function LandingClaims() {
  return (
    <ul
      aria-label="What to expect"
      className="mt-12 grid divide-y divide-line rounded-card border border-line bg-surface/70 sm:grid-cols-3 sm:divide-x sm:divide-y-0"
    >
      {landingContent.claims.map(({ value, label }) => (
        <li key={label} className="flex items-baseline gap-3 px-5 py-4 sm:flex-col sm:gap-0 sm:px-6">
          <p className="shrink-0 text-heading font-bold text-ink">{value}</p>
          <p className="text-small text-ink-muted">{label}</p>
        </li>
      ))}
    </ul>
  );
}
