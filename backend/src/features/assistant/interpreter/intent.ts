/**
 * What a message asks for, whichever interpreter read it. The pipeline carries these out in order,
 * so "buy milk and call mum at 6" is two `add_task` intents. Due times are UTC ISO instants already
 * read in the person's zone; a day without a time means 12:00 there, as in the web app.
 */
export type TaskReference =
  /** "done 2": item 2 of the last list daily sent. */
  | { by: 'number'; number: number }
  /** "done bank": words matched against open task titles. */
  | { by: 'words'; words: string }
  /** "done" or "snooze 1h" alone: the task of the reminder being answered, or the last one mentioned. */
  | { by: 'context' };

export type ListView = 'next' | 'today' | 'tomorrow' | 'overdue';

/** Every view, in the order the tools name them. */
export const LIST_VIEWS: readonly ListView[] = ['next', 'today', 'tomorrow', 'overdue'];

export type Intent =
  | { kind: 'add_task'; title: string; due: string | null; important: boolean }
  | { kind: 'complete'; task: TaskReference }
  | { kind: 'snooze'; task: TaskReference; until: string }
  | { kind: 'list'; view: ListView }
  | { kind: 'decision'; text: string }
  | { kind: 'journal_note'; text: string }
  | { kind: 'undo' }
  | { kind: 'help' }
  | { kind: 'stop' }
  | { kind: 'start' }
  | { kind: 'unknown' };

export type IntentKind = Intent['kind'];

export interface InterpretContext {
  /** The moment the message arrived. */
  now: Date;
  /** The person's IANA zone ("Europe/London"); dates and times in the message are read there. */
  timeZone: string;
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
