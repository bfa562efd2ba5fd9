import { shortDate } from '../../../decisions';
import type { Intent, PendingQuestion } from '../../interpreter/intent';
import type { FlowMemo, FlowStep } from './flow-step';

type Answer = Extract<Intent, { kind: 'answer' }>;

/** A decision as its review question names it. */
export interface ReviewedDecision {
  choice: string;
  reason: string | null;
  decidedOn: string;
}

/** "On 3 Dec you decided X because Y. How did it turn out?" */
export function reviewQuestion(decision: ReviewedDecision, today: string): string {
  const because = decision.reason ? ` because ${decision.reason}` : '';
  return `On ${shortDate(decision.decidedOn, today)} you decided ${decision.choice}${because}. How did it turn out?`;
}

/** The answer is the outcome, in the person's words. */
export function answerReview(pending: Extract<PendingQuestion, { about: 'review' }>, memo: FlowMemo, answer: Answer): FlowStep {
  const outcome = answer.text.trim();
  if (!memo.decisionId || outcome === '')
    return {
      reply: `How did ${pending.decision} turn out? A few words are enough.`,
      ask: memo.decisionId ? { question: pending, flow: memo } : null,
      actions: [],
    };
  return {
    reply: `Thanks. I've kept how ${pending.decision} turned out with the decision; it's in your Decisions on the dashboard.`,
    ask: null,
    actions: [{ kind: 'review_decision', decisionId: memo.decisionId, outcome }],
  };
}
