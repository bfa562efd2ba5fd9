import { wallTimeToUtc } from '../../../tasks';
import type { ConversationState, Intent, ListView, PrioritiseScope, Recurrence, SmallTalk, TaskReference } from '../intent';

/**
 * The moment every held-out message is read at: Wednesday 11 November 2026, 15:00 in London (GMT)
 * and 10:00 in New York (EST); both zones are off daylight saving until March.
 */
export const HELD_OUT_NOW = new Date('2026-11-11T15:00:00Z');
export const LONDON = 'Europe/London';
export const NEW_YORK = 'America/New_York';

/** Any reading that changes nothing is right: a statement of fact, a remark. */
export const NO_CHANGE = 'no change' as const;

export interface HeldOutItem {
  text: string;
  timeZone: string;
  conversation?: ConversationState;
  dayFirst?: boolean;
  /** Each entry is one acceptable reading; most items have one. */
  accept: (Intent[] | typeof NO_CHANGE)[];
}

/** A wall time in a zone ("11-12 10:00" is 2026, "2027-03-09 12:00" names its year) as a UTC instant. */
function wall(timeZone: string, text: string): string {
  const full = /^\d{4}-/.test(text) ? text : `2026-${text}`;
  const [date, time = '12:00'] = full.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(wallTimeToUtc({ year, month, day, hour, minute, second: 0 }, timeZone)).toISOString();
}
export const l = (text: string): string => wall(LONDON, text);
export const n = (text: string): string => wall(NEW_YORK, text);
export const inMinutes = (minutes: number): string => new Date(HELD_OUT_NOW.getTime() + minutes * 60_000).toISOString();

export const ctx: TaskReference = { by: 'context' };
export const num = (number: number): TaskReference => ({ by: 'number', number });
export const words = (text: string): TaskReference => ({ by: 'words', words: text });

export const task = (title: string, due: string | null = null, extra: { important?: boolean; repeat?: Recurrence } = {}): Intent => ({
  kind: 'add_task',
  title,
  due,
  important: extra.important ?? false,
  repeat: extra.repeat ?? null,
});
export const every = (unit: Recurrence['every'], interval = 1): Recurrence => ({ every: unit, interval });
export const done = (reference: TaskReference = ctx): Intent => ({ kind: 'complete', task: reference });
export const snoozeFor = (minutes: number, reference: TaskReference = ctx): Intent => ({
  kind: 'snooze',
  task: reference,
  until: null,
  minutes,
});
export const snoozeUntil = (until: string, reference: TaskReference = ctx): Intent => ({
  kind: 'snooze',
  task: reference,
  until,
  minutes: null,
});
export const move = (reference: TaskReference, date: string | null, time: string | null): Intent => ({
  kind: 'reschedule',
  task: reference,
  date,
  time,
});
export const rename = (reference: TaskReference, title: string): Intent => ({ kind: 'rename', task: reference, title });
export const remove = (reference: TaskReference = ctx): Intent => ({ kind: 'remove', task: reference });
export const list = (view: ListView, day: string | null = null): Intent => ({ kind: 'list', view, day });
export const free = (from: string, to: string): Intent => ({ kind: 'free_time', from, to });
export const prioritise = (scope: PrioritiseScope): Intent => ({ kind: 'prioritise', scope });
export const decision: Intent = { kind: 'decision', text: '' };
export const note: Intent = { kind: 'journal_note', text: '' };
export const dilemma: Intent = { kind: 'dilemma', question: '', options: [] };
export const recall = (text: string): Intent => ({ kind: 'recall_decision', words: text });
export const answer = (pick: number | null): Intent => ({ kind: 'answer', text: '', pick });
export const talk = (what: SmallTalk): Intent => ({ kind: 'small_talk', what });
export const question: Intent = { kind: 'question', text: '' };
export const unclear: Intent = { kind: 'unclear', understood: '', question: '' };
export const HELP: Intent = { kind: 'help' };
export const UNDO: Intent = { kind: 'undo' };
export const STOP: Intent = { kind: 'stop' };
export const START: Intent = { kind: 'start' };

type Expected = Intent | Intent[] | typeof NO_CHANGE;
const asReading = (expected: Expected): Intent[] | typeof NO_CHANGE =>
  expected === NO_CHANGE ? NO_CHANGE : Array.isArray(expected) ? expected : [expected];

/** One message from London, with its reading (several intents are given as an array). */
export const london = (text: string, ...accept: Expected[]): HeldOutItem => ({ text, timeZone: LONDON, accept: accept.map(asReading) });
export const newYork = (text: string, ...accept: Expected[]): HeldOutItem => ({ text, timeZone: NEW_YORK, accept: accept.map(asReading) });
export const within = (conversation: Partial<ConversationState>, item: HeldOutItem): HeldOutItem => ({
  ...item,
  conversation: { pending: null, current: null, listed: [], ...conversation },
});
