import type { Intent, NewTask, PendingQuestion } from '../interpreter/intent';
import type { FlowMemo } from './flows/flow-step';

/**
 * The pending question as the conversation stream keeps it (sealed as a whole): the question the
 * reader sees, and what daily needs to finish the job once it is answered.
 */
export interface PendingQuestionRecord {
  question: PendingQuestion;
  /** A which-one question: the ids of the tasks offered, in the order they were numbered. */
  taskIds?: string[];
  /** A which-one question: what to do with the task picked (its reference is replaced by the pick). */
  action?: Intent | null;
  /** MOVE REST: the ids of the open tasks to move to tomorrow. */
  rest?: string[];
  /** GO: the ids of the messages kept past the free allowance. */
  kept?: string[];
  /** A yes adds these: the tasks a message seemed to mean without asking for them plainly. */
  offer?: NewTask[];
  /** What the decision partner's flows keep beside their question. */
  flow?: FlowMemo;
}
