import { Check } from 'lucide-react';

import { welcomeContent } from '@/content/welcome';

/** The body of the private-beta card: how onboarding goes and what members get. */
export function BetaDetails() {
  const { beta } = welcomeContent;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <h3 className="text-body font-semibold text-ink">{beta.stepsHeading}</h3>
        <ol className="mt-3 flex flex-col gap-3">
          {beta.steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-small text-ink-muted">
              <span
                aria-hidden="true"
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-caption font-semibold text-accent-ink"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="text-body font-semibold text-ink">{beta.includedHeading}</h3>
        <ul className="mt-3 flex flex-col gap-3">
          {beta.included.map((item) => (
            <li key={item} className="flex gap-3 text-small text-ink-muted">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
