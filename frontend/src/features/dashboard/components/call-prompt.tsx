import { Phone } from 'lucide-react';

import { SHELL_FILL_CALL_PROMPT } from '../utils/shell-fill';

/** Said when the profile has no prompt of its own, or could not be read. */
export const fallbackCallPrompt = 'Want me to call you now?';

const wideScreenPrompt = 'Stuck on a decision? Ask me to call you and we can talk it through.';

export type CallPromptProps = {
  /** The profile's `start_q`; undefined while it loads. */
  startQuestion: string | null | undefined;
};

/**
 * The call-me prompt under the greeting. On small screens its words come from the profile's
 * `start_q` (spec section 2); wide screens show a steady line beside the call button.
 */
export function CallPrompt({ startQuestion }: CallPromptProps) {
  return (
    <p className="flex items-start gap-2 text-body text-ink-muted md:text-lg">
      <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent md:mt-1.5" />
      <span data-shell-fill={SHELL_FILL_CALL_PROMPT} className="md:hidden">
        {startQuestion === undefined ? (
          <span aria-hidden="true" className="inline-block h-4 w-52 animate-pulse rounded-full bg-surface-muted align-middle" />
        ) : (
          (startQuestion ?? fallbackCallPrompt)
        )}
      </span>
      <span className="hidden md:inline">{wideScreenPrompt}</span>
    </p>
  );
}
