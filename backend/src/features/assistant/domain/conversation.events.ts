import { derivedUuid } from '../../../platform/commands/command-context';
import { eventTypes } from '../../../platform/event-store/event-types';
import type { IntentKind } from '../interpreter/intent';

export type Channel = 'web' | 'whatsapp' | 'sms';
export type MessageKind = 'text' | 'voice';
/** What the person pays for when the message arrives: free accounts have a daily allowance. */
export type Plan = 'free' | 'premium' | 'founding';

/**
 * An intent as the log keeps it: the kinds and references of the interpreter's answer, with every
 * text the person wrote (a title, a decision, words naming a task) sealed with their key.
 */
export type SealedIntent = { kind: IntentKind } & Record<string, unknown>;

/** A change one message made, kept so that UNDO can take it back. Text fields are sealed. */
export type Change =
  | { kind: 'task_added'; taskId: string }
  /** `next`: the next occurrence a repeating task's completion brought (UNDO removes it). */
  | { kind: 'task_completed'; taskId: string; next?: string | null }
  | { kind: 'task_snoozed'; taskId: string; from: string | null; to: string }
  | { kind: 'task_rescheduled'; taskId: string; from: string | null; to: string }
  /** `from` is the old title, sealed. */
  | { kind: 'task_renamed'; taskId: string; from: string }
  /** What UNDO needs to put the task back: its title sealed, its due time, importance and repeat. */
  | { kind: 'task_removed'; taskId: string; title: string; due: string | null; important: boolean; recurring: boolean }
  | { kind: 'journal_line'; date: string; line: string }
  /** A decision recorded (UNDO withdraws it) and the line it added to that day's journal, sealed (null on a retry). */
  | { kind: 'decision_recorded'; decisionId: string; date: string; line: string | null }
  | { kind: 'messages_set'; enabled: boolean; was: boolean };

/** How a message ended, for the console (no text) and the analytics. */
export type Outcome =
  | 'changed'
  | 'listed'
  | 'undone'
  | 'help'
  | 'unknown'
  | 'nothing'
  | 'limit'
  | 'media_unsupported'
  | 'voice_unavailable'
  /** Words back and nothing changed: small talk, a question, the model's reply. */
  | 'answered'
  /** A question back, kept as pending: which task, something unclear, KEEP, MOVE REST. */
  | 'asked';

export type MessageReceived = {
  type: 'assistant.message_received';
  data: {
    messageId: string;
    userId: string;
    channel: Channel;
    kind: MessageKind;
    /** Twilio's MessageSid; null on the web channel. */
    providerId: string | null;
    /** Sealed; a voice note's transcript, never its audio. Empty for media daily does not read. */
    text: string;
    /** The person's own calendar day when it arrived (the free allowance counts per day). */
    day: string;
    plan: Plan;
  };
};

export type MessageUnderstood = {
  type: 'assistant.message_understood';
  data: { messageId: string; userId: string; interpreter: 'rules' | 'llm'; intents: SealedIntent[] };
};

export type ReplySent = {
  type: 'assistant.reply_sent';
  data: {
    messageId: string;
    userId: string;
    channel: Channel;
    /** Sealed. */
    text: string;
    outcome: Outcome;
    /** What the message changed (for UNDO); an UNDO itself records none and sets `undid`. */
    changes: Change[];
    /** The numbered list the reply showed, as task ids in order ("done 2" reads it). */
    listed: string[] | null;
    /** The task the reply was about ("done" alone acts on it). */
    mentioned: string | null;
    undid: boolean;
  };
};

export type LimitReached = {
  type: 'assistant.limit_reached';
  data: { messageId: string; userId: string; day: string; limit: number };
};

/**
 * One of a free account's messages for the day, counted in the day's allowance stream with the
 * expected revision: parallel messages cannot all see room for themselves.
 */
export type AllowanceUsed = {
  type: 'assistant.allowance_used';
  data: { userId: string; day: string; messageId: string };
};

/**
 * A message from a number no account has: counted once per number for the funnel and nothing
 * else kept. `sender` is a keyed hash of the number, which cannot be turned back into it.
 */
export type FirstMessageCounted = {
  type: 'assistant.first_message_counted';
  data: { sender: string; channel: Exclude<Channel, 'web'>; day: string };
};

/**
 * A reminder of an important task left unanswered becomes one call: claimed with the expected
 * revision before the call is placed, so two instances never both ring.
 */
export type EscalationClaimed = {
  type: 'assistant.escalation_claimed';
  data: { userId: string; taskId: string; dueDate: string; remindedAt: string };
};
export type EscalationCallPlaced = {
  type: 'assistant.escalation_call_placed';
  data: { userId: string; taskId: string; dueDate: string; provider: 'twilio' | 'local'; callId: string };
};
export type EscalationCallFailed = {
  type: 'assistant.escalation_call_failed';
  data: { userId: string; taskId: string; dueDate: string; reason: string };
};

/**
 * daily asked the person something (which of two tasks, a dilemma's options, KEEP a reflection):
 * the next message may answer it. `question` is the sealed JSON of a PendingQuestionRecord; `about` names its kind (no text).
 */
export type QuestionAsked = {
  type: 'assistant.question_asked';
  /** `keptDay`: the question offers to act on that day's messages kept past the free allowance (GO); offered once a day. */
  data: { userId: string; question: string; about: string; keptDay?: string };
};
/** The pending question was answered, dropped for something else, or replaced. */
export type QuestionCleared = { type: 'assistant.question_cleared'; data: { userId: string } };

export type ConversationStateEvent = QuestionAsked | QuestionCleared;

export type MessageEvent = MessageReceived | MessageUnderstood | ReplySent | LimitReached;
export type EscalationEvent = EscalationClaimed | EscalationCallPlaced | EscalationCallFailed;
export type AllowanceEvent = AllowanceUsed;
export type AssistantEvent = MessageEvent | FirstMessageCounted | EscalationEvent | AllowanceEvent | ConversationStateEvent;

export const MESSAGE_EVENT_TYPES = eventTypes<MessageEvent>({
  'assistant.message_received': true,
  'assistant.message_understood': true,
  'assistant.reply_sent': true,
  'assistant.limit_reached': true,
});

export const CONVERSATION_STATE_EVENT_TYPES = eventTypes<ConversationStateEvent>({
  'assistant.question_asked': true,
  'assistant.question_cleared': true,
});

/** One stream per person for what the conversation is waiting on. */
export const conversationStateStream = (userId: string): string => `assistant.conversation-${userId}`;

/** One stream per message: a provider's retry finds it written and changes nothing. */
export const messageStream = (messageId: string): string => `assistant.message-${messageId}`;
/** Twilio's MessageSid names the message, so a retried webhook addresses the same stream. */
export const providerMessageId = (providerId: string): string => derivedUuid('assistant-message', providerId);
/** A free account's understood messages on one of its days. */
export const allowanceStream = (userId: string, day: string): string => `assistant.allowance-${userId}-${day}`;
export const firstMessageStream = (sender: string): string => `assistant.first-message-${sender}`;
export const escalationStream = (taskId: string, dueDate: string): string => `assistant.escalation-${derivedUuid(taskId, dueDate)}`;
