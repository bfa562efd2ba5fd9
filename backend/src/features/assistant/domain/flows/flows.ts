import type { Intent } from '../../interpreter/intent';
import { continueDilemma, startDilemma } from './dilemma.flow';
import type { FlowClock, FlowQuestion, FlowStep } from './flow-step';
import { answerFollowUp, answerStuck } from './follow-up.flow';
import { answerReview } from './review.flow';

/**
 * The decision partner's flows as one pure decider: given the pending question (the conversation
 * so far) and what the new message says, the next step. Null means the message is not the flows'
 * to answer: any other intent leaves a flow, and the pipeline carries it out as usual (its own
 * question, if it asks one, replaces the flow's).
 */
export function decideFlow(pending: FlowQuestion | null, intent: Intent, clock: FlowClock): FlowStep | null {
  if (intent.kind === 'dilemma') return startDilemma(intent);
  if (intent.kind !== 'answer' || !pending) return null;
  const memo = pending.flow ?? {};
  const question = pending.question;
  switch (question.about) {
    case 'dilemma_options':
    case 'dilemma_matters':
    case 'dilemma_choice':
      return continueDilemma(question, memo, intent, clock);
    case 'follow_up':
      return answerFollowUp(question, memo, intent);
    case 'stuck':
      return answerStuck(question, intent, clock);
    case 'review':
      return answerReview(question, memo, intent);
    case 'which_task':
    case 'keep':
    case 'other':
      // The execution side's own questions.
      return null;
    default: {
      const unknown: never = question;
      return unknown;
    }
  }
}
