import { Sparkles } from 'lucide-react';

import { assistantMessages } from '../utils/assistant-messages';

export type AssistantExamplesProps = {
  /** Puts an example in the box, for the person to send or change. */
  onPick: (text: string) => void;
};

/** An empty conversation teaches by example: three messages daily understands, one tap from the box. */
export function AssistantExamples({ onPick }: AssistantExamplesProps) {
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-start gap-2 text-small text-ink-muted">
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        {assistantMessages.emptyIntro}
      </p>
      <ul aria-label="Examples" className="flex flex-wrap gap-2">
        {assistantMessages.examples.map((example) => (
          <li key={example}>
            <button
              type="button"
              onClick={() => onPick(example)}
              className="rounded-full border border-line bg-surface px-3 py-1.5 text-left text-small text-ink transition-colors hover:border-accent hover:bg-accent-soft hover:text-accent-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {`“${example}”`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
