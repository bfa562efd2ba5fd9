import type { Doc } from '../../../platform/read-store/read-store.port';
import type { Change, Channel, MessageKind, Outcome, Plan } from '../domain/conversation.events';

/**
 * The `assistant_conversation` read model: one document per message in and per reply out. The
 * text stays sealed, as in the log, and is opened only to answer its owner; the console reads the
 * other fields alone.
 */
export interface ConversationItemView extends Doc {
  _id: string;
  userId: string;
  messageId: string;
  direction: 'in' | 'out';
  channel: Channel;
  kind: MessageKind;
  text: string;
  at: string;
  /** The log position it was written from: the conversation's order. */
  seq: number;
  /** Incoming only: the person's day, whether it was read (the free allowance counts those), and how it ended. */
  day?: string;
  plan?: Plan;
  understood?: boolean;
  intents?: string[];
  interpreter?: 'rules' | 'llm' | null;
  outcome?: Outcome | null;
}

export const CONVERSATION = 'assistant_conversation';

/** `assistant_message_days`: messages received per UTC day and plan, for the analytics (no one named). */
export interface MessageDayView extends Doc {
  _id: string;
  day: string;
  plan: Plan;
  messages: number;
}

export const MESSAGE_DAYS = 'assistant_message_days';

/** `assistant_first_messages`: numbers without an account that wrote for the first time, per UTC day (the funnel's step). */
export interface FirstMessageDayView extends Doc {
  _id: string;
  day: string;
  count: number;
}

export const FIRST_MESSAGE_DAYS = 'assistant_first_messages';

interface Remembered<T> {
  value: T;
  at: string;
}

/**
 * `assistant_context`: per person, what a short reply can refer to. Each part carries when it was
 * set, and a reader ignores parts older than a day.
 */
export interface ConversationStateView extends Doc {
  _id: string;
  userId: string;
  listed: Remembered<string[]> | null;
  mentioned: Remembered<string> | null;
  /** The task of the newest reminder sent. */
  reminded: Remembered<string> | null;
  /** The changes of the newest message that changed something and was not undone. */
  lastChange: Remembered<Change[]> | null;
  lastInboundAt: string | null;
  /** The question daily is waiting on: a sealed PendingQuestionRecord. */
  pending?: Remembered<string> | null;
  /** The day daily last offered to act on the messages kept past the free allowance. */
  keptOfferedDay?: string | null;
}

export const CONVERSATION_STATE = 'assistant_context';

/** `assistant_reminders`: reminders sent, so an important one left unanswered can become a call. */
export interface SentReminderView extends Doc {
  _id: string;
  userId: string;
  taskId: string;
  dueDate: string;
  sentAt: string;
}

export const SENT_REMINDERS = 'assistant_reminders';
