import { SHORT_FORMS } from '../interpreter/message-spelling-kept';
import { oneSlipApart, typoFixOf } from '../interpreter/message-words';
import type { ListView } from '../interpreter/intent';
import { localDay } from './reply-dates';

/** The fields of an open task the assistant orders and names. */
export interface OpenTask {
  id: string;
  title: string;
  due_date: string | null;
  important: boolean;
  created_at: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const time = (iso: string | null) => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso));

/**
 * "What's next": overdue first (oldest due first), then due later today by time, then important,
 * then the rest; within those two, a sooner due date first (tomorrow 09:00 before tomorrow 15:00),
 * then the oldest; "today" and "overdue" are those slices alone, "tomorrow" what is due on the
 * person's next calendar day, "week" the seven days from today and "day" the local `day`, by time.
 * At most `max` lines.
 */
export function nextTasks<T extends OpenTask>(
  tasks: readonly T[],
  view: ListView,
  now: Date,
  timeZone: string,
  max: number,
  day: string | null = null,
): T[] {
  const today = localDay(now, timeZone);
  const overdue = tasks.filter((t) => t.due_date !== null && time(t.due_date) < now.getTime());
  const dueToday = tasks.filter(
    (t) => t.due_date !== null && time(t.due_date) >= now.getTime() && localDay(new Date(t.due_date), timeZone) === today,
  );
  const byDue = (a: T, b: T) => time(a.due_date) - time(b.due_date) || a.created_at.localeCompare(b.created_at);
  const byAge = (a: T, b: T) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
  overdue.sort(byDue);
  dueToday.sort(byDue);
  if (view === 'overdue') return overdue.slice(0, max);
  if (view === 'today')
    return [...overdue.filter((t) => localDay(new Date(t.due_date as string), timeZone) === today), ...dueToday].slice(0, max);
  const onDays = (first: string, last: string) =>
    tasks
      .filter((t) => {
        if (t.due_date === null) return false;
        const on = localDay(new Date(t.due_date), timeZone);
        return on >= first && on <= last;
      })
      .sort(byDue)
      .slice(0, max);
  const plusDays = (days: number) => localDay(new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY_MS), 'UTC');
  if (view === 'tomorrow') return onDays(plusDays(1), plusDays(1));
  // "This week": the seven days from today, by time.
  if (view === 'week') return onDays(today, plusDays(6));
  if (view === 'day') return onDays(day ?? today, day ?? today);
  const taken = new Set([...overdue, ...dueToday].map((t) => t.id));
  const rest = tasks.filter((t) => !taken.has(t.id));
  const soonestThenOldest = (a: T, b: T) => time(a.due_date) - time(b.due_date) || byAge(a, b);
  const important = rest.filter((t) => t.important).sort(soonestThenOldest);
  const others = rest.filter((t) => !t.important).sort(soonestThenOldest);
  return [...overdue, ...dueToday, ...important, ...others].slice(0, max);
}

/** Words that join a reference without naming anything in a title: "the invoice for Kemi", "the generator thing". */
const JOINING = new Set('the a an for of to with my our on at in and one task reminder thing stuff job'.split(' '));

/** Words for one deed: a call is a ring is a phone. */
const DEEDS = [
  ['call', 'ring', 'phone', 'bell'],
  ['email', 'mail', 'e-mail'],
  ['text', 'message', 'msg', 'whatsapp'],
];
const SAME_DEED = new Map(DEEDS.flatMap((deed) => deed.map((word) => [word, new Set(deed)] as const)));

/** A word's ending, dropped when nothing holds the word whole: "printer" finds "Call Hollis Print". */
const ENDING = /(?:ers|er|ings|ing|ed|es|s)$/;

/** The word without its ending, when four letters or more are left. */
function rootOf(word: string): string {
  const root = word.replace(ENDING, '');
  return root.length >= 4 ? root : word;
}

/**
 * Open tasks whose titles hold every naming word given (case and accents aside): each word starts a
 * word of the title, or, five letters and more, is one slip of the thumb from one ("insurance" finds
 * a task saved as "insurence"). Only when no title holds them so is a word's ending let go
 * ("the printer call" finds "Call Hollis Print about proofs").
 */
export function matchingTasks<T extends OpenTask>(tasks: readonly T[], words: string): T[] {
  const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const said = fold(words)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (said.length === 0) return [];
  const exact = tasks.filter((t) => fold(t.title).trim() === said.join(' '));
  if (exact.length === 1) return exact;
  // "the ferry tae Stornoway": a short or dialect form of a joining word joins as the word itself does.
  const naming = said.filter((word) => !JOINING.has(word) && !(SHORT_FORMS.has(word) && JOINING.has(typoFixOf(word) ?? '')));
  const wanted = naming.length > 0 ? naming : said;
  const titled = (found: (word: string, own: string) => boolean) =>
    tasks.filter((t) => {
      // "Email Sal abt the Civic" is found by "about the Civic": a title keeps the short forms it was written in.
      const title = fold(t.title)
        .split(/[^\p{L}\p{N}]+/u)
        .flatMap((own) => {
          const meant = typoFixOf(own);
          return meant === undefined ? [own] : [own, meant];
        });
      return wanted.every((word) => title.some((own) => found(word, own)));
    });
  const whole = (word: string, own: string) => own.startsWith(word) || (word.length >= 5 && oneSlipApart(word, own));
  const held = titled(whole);
  if (held.length > 0) return held;
  // "the ferry tae Oban", "vet abt the jabs": a short form said finds the title that spells it out, tried only when
  // the words as said find nothing, and only for forms that are never a word or a name of their own.
  const spelledOut = titled((word, own) => whole(word, own) || (SHORT_FORMS.has(word) && whole(typoFixOf(word) ?? word, own)));
  if (spelledOut.length > 0) return spelledOut;
  const rooted = titled((word, own) => whole(word, own) || own.startsWith(rootOf(word)));
  // "the shearer call" finds "Ring the shearer": one deed said in another word, tried last.
  return rooted.length > 0 ? rooted : titled((word, own) => whole(word, own) || SAME_DEED.get(word)?.has(own) === true);
}
