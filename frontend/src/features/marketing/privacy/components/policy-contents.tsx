import { paths } from '@/config/paths';
import type { PolicySection } from '@/content/privacy-policy';

/** Links to each section; they also give every section a shareable address. */
export function PolicyContents({ label, sections }: { label: string; sections: readonly PolicySection[] }) {
  return (
    <nav aria-label={label} className="rounded-card border border-line bg-surface p-5 sm:p-6">
      <p className="text-caption font-semibold uppercase tracking-wider text-ink-muted">{label}</p>
      <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={paths.privacyPolicy.getHref(section.id)}
              className="inline-flex min-h-9 items-center gap-2 rounded-control text-small font-medium text-ink hover:text-accent"
            >
              <span className="w-5 text-ink-muted tabular-nums">{index + 1}.</span>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
