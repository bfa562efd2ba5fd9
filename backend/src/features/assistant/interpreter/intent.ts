/**
 * What a message asks for, whichever interpreter read it. The pipeline carries these out in order,
 * so "buy milk and call mum at 6" is two `add_task` intents. Due times are UTC ISO instants already
 * read in the person's zone; a day without a time means 12:00 there, as in the web app.
 *
 * The reader is a pure function of (text, now, zone, conversation state): it never changes
 * anything itself, and whatever it answers, nothing changes without one of the change intents
 * below going through the features' own validated commands.
 */
export type TaskReference =
  /** "done 2": item 2 of the last list daily sent (or of the pending which-one question). */
  | { by: 'number'; number: number }
  /** "done bank": words matched against open task titles. */
  | { by: 'words'; words: string }
  /** "done", "make it 2:30", "push that to tomorrow": the task of the reminder being answered, or the last one talked about. */
  | { by: 'context' };

/** "what's on this week", "on friday": `day` is the person's local date (YYYY-MM-DD) for the `day` view. */
export type ListView = 'next' | 'today' | 'tomorrow' | 'overdue' | 'week' | 'day';

/** Every view, in the order the tools name them. */
export const LIST_VIEWS: readonly ListView[] = ['next', 'today', 'tomorrow', 'overdue', 'week', 'day'];

/**
 * How a task repeats: the next occurrence is the due date moved on by `interval` units, on the
 * person's clock ("every monday 9am": week/1 from next Monday 09:00; "the 1st of every month":
 * month/1; "every weekday": the next Monday to Friday).
 */
export interface Recurrence {
  every: 'day' | 'weekday' | 'week' | 'month' | 'year';
  interval: number;
}

/** Small talk that gets a short human reply and changes nothing. */
export type SmallTalk = 'greeting' | 'thanks' | 'feeling' | 'overwhelmed' | 'reflection' | 'goodbye' | 'acknowledgement';

/** What "prioritise" asks: "what should I focus on?", "too much on, what do I drop?", "plan my day". */
export type PrioritiseScope = 'focus' | 'drop' | 'plan_day';

/** A task to add, as a message asked for it. */
export interface NewTask {
  kind: 'add_task';
  title: string;
  due: string | null;
  important: boolean;
  repeat: Recurrence | null;
}

export type Intent =
  | NewTask
  | { kind: 'complete'; task: TaskReference }
  /**
   * "snooze 1h" is `minutes` (counted from the later of now and the current due time: a snooze never
   * moves a task earlier); "snooze until monday 9" is `until`. Exactly one of the two is set.
   */
  | { kind: 'snooze'; task: TaskReference; until: string | null; minutes: number | null }
  /**
   * A correction of a task's time: "make it 2:30" (time only: the date is kept), "actually thursday"
   * (date only: the time is kept), "move the Acme call to friday 2pm" (both). `date` is the person's
   * local date (YYYY-MM-DD), `time` their local clock time (HH:MM).
   */
  | { kind: 'reschedule'; task: TaskReference; date: string | null; time: string | null }
  | { kind: 'rename'; task: TaskReference; title: string }
  | { kind: 'remove'; task: TaskReference }
  | { kind: 'list'; view: ListView; day: string | null }
  /** "am I free tomorrow afternoon?": a window as UTC instants. */
  | { kind: 'free_time'; from: string; to: string }
  | { kind: 'prioritise'; scope: PrioritiseScope }
  /** A decision in plain words: "going with the cheaper quote", "decided to hire a VA". */
  | { kind: 'decision'; text: string }
  /** "should I hire a VA or do the admin myself?": the options when the message names them (0, 1 or more). */
  | { kind: 'dilemma'; question: string; options: string[] }
  /** "what did I decide about the supplier?": words to look up in the decisions. */
  | { kind: 'recall_decision'; words: string }
  | { kind: 'journal_note'; text: string }
  /**
   * An answer to the question daily asked last (`ConversationState.pending`): the words, and the
   * option picked when the message picks one ("2", "the second one", "the cheaper one").
   */
  | { kind: 'answer'; text: string; pick: number | null }
  | { kind: 'small_talk'; what: SmallTalk }
  /** A question daily cannot act on ("when is the dentist?" aside): answered in words, nothing changes. */
  | { kind: 'question'; text: string }
  /** Words back, nothing changes (the model's own answer, or a rule's). */
  | { kind: 'reply'; text: string }
  /** A question back: kept as the conversation's pending question so the next message answers it. */
  | { kind: 'ask'; text: string; options: string[] }
  /** "morning plan on at 7", "stop the morning plan": `time` is the person's local HH:MM, null keeps the one set. */
  | { kind: 'morning_plan'; enabled: boolean; time: string | null }
  | { kind: 'undo' }
  | { kind: 'help' }
  | { kind: 'stop' }
  | { kind: 'start' }
  /**
   * Something with two readings: nothing changes, the reply says what was understood and asks.
   * `offer`: the tasks the message may have meant ("the dentist friday at 3" says a time but asks for
   * nothing); a yes to the question adds them, anything else leaves them unmade.
   */
  | { kind: 'unclear'; understood: string; question: string; offer?: NewTask[] }
  | { kind: 'unknown' };

export type IntentKind = Intent['kind'];

/** The question daily is waiting on, so that the next message can answer it. */
export type PendingQuestion =
  /** Two or more tasks fit "done the call": the titles, numbered in the question. */
  | { about: 'which_task'; options: string[] }
  /** A dilemma without its options yet. */
  | { about: 'dilemma_options'; question: string }
  /** A dilemma's options are known: what matters most? */
  | { about: 'dilemma_matters'; question: string; options: string[] }
  /** The summary was sent: which option, or "not yet". */
  | { about: 'dilemma_choice'; question: string; options: string[] }
  /** "Did you get to X? DONE / SNOOZE 1H / SKIP / STUCK". */
  | { about: 'follow_up'; task: string }
  /** STUCK: what is in the way? */
  | { about: 'stuck'; task: string }
  /** "On 3 Dec you decided X because Y. How did it turn out?" */
  | { about: 'review'; decision: string }
  /** A reflection offered to the journal ("Reply KEEP"). */
  | { about: 'keep'; text: string }
  /** Anything else daily (or the model) asked. */
  | { about: 'other'; question: string; options: string[] };

/** What the reader may use of the conversation so far; each part only while it is fresh (a quiet day ends it). */
export interface ConversationState {
  pending: PendingQuestion | null;
  /** The task last talked about (a reminder answered, a task just added or changed). */
  current: { title: string; due: string | null } | null;
  /** Titles of the last numbered list daily sent, in order. */
  listed: string[];
}

export const NO_CONVERSATION: ConversationState = { pending: null, current: null, listed: [] };

/**
 * What a model is shown besides the message (the rules do not need it): the last turns, the top
 * open tasks, recent decisions and, with a calendar connected, today's busy slots. Built per message
 * from the person's sealed records and never stored as it is.
 */
export interface AssistantMemory {
  /** Oldest first, at most a handful. */
  turns: { from: 'person' | 'daily'; text: string; at: string }[];
  openTasks: { title: string; due: string | null; important: boolean }[];
  decisions: { text: string; on: string; reason: string | null }[];
  /** UTC instants; empty when no calendar is connected (`calendar` says which). */
  busy: { from: string; to: string }[];
  calendar: boolean;
}

export interface InterpretContext {
  /** The moment the message arrived. */
  now: Date;
  /** The person's IANA zone ("Europe/London"); dates and times in the message are read there. */
  timeZone: string;
  /** "4/12" is 4 December when true, April 12 when false; decided from the zone unless a setting says otherwise. */
  dayFirst?: boolean;
  /** Missing means a conversation with nothing pending. */
  conversation?: ConversationState;
  /** For a model only; missing means none was gathered. */
  memory?: AssistantMemory;
}

export interface Interpretation {
  intents: Intent[];
  /** Which adapter produced the intents: the LLM's answer, or the rules (by default, or as its fallback). */
  interpreter: 'rules' | 'llm';
}

/** Turns one message's text into intents. Never throws for what a person wrote: unreadable text is `unknown`. */
export interface Interpreter {
  interpret(text: string, context: InterpretContext): Promise<Interpretation>;
}

export const INTERPRETER = Symbol('INTERPRETER');

/** Turns a voice note's audio into text; the audio is held in memory only, never written anywhere. */
export interface Transcriber {
  transcribe(audio: Buffer, contentType: string): Promise<string>;
}

/** Bound to null when no transcription service is configured: the reply then asks for text. */
export const TRANSCRIBER = Symbol('TRANSCRIBER');

/**
 * "not yet", "sleep on it", "need to see the numbers first": a dilemma's choice put off. The reader leaves such a reply
 * to the choice, and the dilemma's flow answers it with a task to decide by.
 */
export const CHOICE_PUT_OFF =
  /\b(?:not yet|later|not sure|need (?:more )?time|sleep on it|(?:mull|think) (?:it|this|that) (?:over|ower|through)|(?:have|hae) a (?:wee )?think|don'?t know yet|(?:(?:need|want|have|got) to|gotta|must) (?:see|check|look at|get|wait for|hear|talk to|speak to|ask|run|crunch|think)\b.*\bfirst)\b/i;
