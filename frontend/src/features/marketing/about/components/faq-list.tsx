import { ChevronDown } from 'lucide-react';

import type { FaqEntry } from '@/content/about';

function Answer({ answer }: { answer: FaqEntry['answer'] }) {
  return (
    <div className="flex flex-col gap-3 text-body text-ink-muted">
      {answer.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>{block}</p>
        ) : (
          <ul key={index} className="flex list-disc flex-col gap-1 pl-5 marker:text-accent">
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** Native disclosure widgets: keyboard, screen readers and find-in-page work without script. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="divide-y divide-line">
      {entries.map((entry) => (
        <details key={entry.id} id={`faq-${entry.id}`} className="group py-1 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-control py-4 text-body font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
            <h3>{entry.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="pb-5 pr-9">
            <Answer answer={entry.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
