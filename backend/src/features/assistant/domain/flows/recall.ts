import type { Decision } from '../../../decisions';
import { shortDate } from '../../../decisions';

/** "What did I decide about the supplier?", answered from the decision records. */
export function recallReply(words: string, decision: Decision | null, today: string): string {
  if (!decision) return `I have no decision about ${words} yet. When you make one, tell me ("decided to …") and I'll keep it.`;
  const because = decision.reason ? ` because ${decision.reason}` : '';
  const outcome = decision.outcome
    ? ` How it turned out: ${decision.outcome}.`
    : ` I'll ask how it turned out on ${shortDate(decision.review_on, today)}.`;
  return `On ${shortDate(decision.decided_on, today)} you decided ${decision.choice}${because}.${outcome}`;
}
