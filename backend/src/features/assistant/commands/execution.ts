import type { CommandContext } from '../../../platform/commands/command-context';
import type { Change } from '../domain/conversation.events';
import type { IntentResult } from '../domain/replies';
import type { FreshContext } from './conversation-state';

/** Who and when a message's intents are carried out for. */
export interface Execution {
  userId: string;
  now: Date;
  timeZone: string;
  context: FreshContext;
  /** What the person wrote (a reflection offered to the journal keeps these words). */
  text: string;
  /** The message's id: what the flows record from it gets ids derived from it, so a retried message records once. */
  messageId: string;
  /** A command context per intent: the message's event as causation, ids derived from the message. */
  commandContext: (index: number) => CommandContext;
  /**
   * The context a question left unanswered is dropped in: apart from every intent's, since a question the
   * message asks anew is kept in the first intent's, and ids derived twice in one would take it for a retry.
   */
  droppedQuestionContext: CommandContext;
}

export interface ExecutionOutcome {
  results: IntentResult[];
  changes: Change[];
  listed: string[] | null;
  mentioned: string | null;
  undid: boolean;
  /** A question was kept as pending for the next message. */
  asked: boolean;
}
