import { wallTimeToUtc } from '../../tasks';
import type { InterpretContext } from './intent';
import { type FoundTime, findTime, safeTimeZone } from './message-dates';
import { removeSpan } from './task-title';

/**
 * "thursday pick up the new grinder at 10", "tomorrow collect the sofa 10am": a day said first and its
 * hour after the job are one time. Without "at", only an hour that says it is one (am/pm, or minutes
 * after a colon) is taken: "order boxes 9" may be a count.
 */
const HOUR_LAST = /\s(?:(?:at|@)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2})\s*$/i;

/** A day or a span that a thing is named by: "about the 19 dec ceremony", "the Black Friday email", "the 13 week forecast". */
const NAMING_BEFORE = /\b(?:the|about|re|regarding|for the|our|my)\s+$/i;

/**
 * "reply to the vicar about the 19 dec ceremony tomorrow at 10 am": a time that names a thing in the
 * title, with the time asked for said after it; the one said after, or null.
 */
function namedLater(first: FoundTime, text: string, context: InterpretContext): FoundTime | null {
  if (!NAMING_BEFORE.test(text.slice(0, first.index)) && !namesAKind(first, text) && !ownsAThing(first, text)) return null;
  const from = first.index + first.text.length;
  const later = findTime(' '.repeat(from) + text.slice(from), context, false);
  // The later time is taken only where it closes the ask, as a time for it usually does.
  return later && later.index > from && !/\p{L}{3,}/u.test(text.slice(later.index + later.text.length)) ? later : null;
}

const NAMED_BY_A_DAY =
  /^(?:black friday|cyber monday|christmas|xmas|thanksgiving|new year'?s|easter|boxing day|halloween|valentine'?s|\d{1,2}[ -]?(?:week|day|month|hour|minute)s?)$/i;

const WEEKDAY = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i;

/** Words after a time that open a noun it is said of, not the rest of the ask. */
function nounAfter(time: FoundTime, text: string): boolean {
  return /^[ -]+(?!(?:at|on|by|in|for|from|to|and|or|is|was)\b)\p{L}{3,}/u.test(text.slice(time.index + time.text.length));
}

/** "hire a Saturday lad", "a Sunday roast": a weekday after "a" says what kind of thing, never when. */
function namesAKind(time: FoundTime, text: string): boolean {
  return WEEKDAY.test(time.text.trim()) && /(?<!\bon )\ban?\s+$/i.test(text.slice(0, time.index)) && nounAfter(time, text);
}

/** A day or a month said alone, which may name a thing as well as a time: "saturday", "sat", "september". */
const DAY_OR_MONTH =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|january|february|march|april|june|july|august|september|october|november|december|jan|feb|aug|sept?|oct|nov|dec)$/i;
/** Words before a day that make it the topic or the kind of a thing: "about saturday cover", "re friday session", "the September receipts". */
const TOPIC_BEFORE = /\b(?:about|re|regarding|the|our|my|his|her|their)\s+$/i;

/**
 * "send out thursday's call sheet", "do next week's rota": a day owning the thing after it names the
 * thing. Said first ("friday's the launch"), the day is what the words tell of, and is left to them.
 */
function ownsAThing(time: FoundTime, text: string): boolean {
  return /\p{L}/u.test(text.slice(0, time.index)) && /^['’]s\s+\p{L}/u.test(text.slice(time.index + time.text.length));
}

/** "the Black Friday plan", "a Saturday lad", "ring Sophie about saturday cover": a day said as part of a thing's name. */
function namesAThing(time: FoundTime, text: string): boolean {
  if (namesAKind(time, text) || ownsAThing(time, text)) return true;
  const said = time.text.trim();
  const before = text.slice(0, time.index);
  if (NAMED_BY_A_DAY.test(said) && /\bthe\s+$/i.test(before) && nounAfter(time, text)) return true;
  if (!DAY_OR_MONTH.test(said) || !TOPIC_BEFORE.test(before)) return false;
  // "email the second shooter about sat": what a talk is about, said last, is its topic too.
  return (
    nounAfter(time, text) || (/\b(?:about|re|regarding)\s+$/i.test(before) && !/\p{L}/u.test(text.slice(time.index + time.text.length)))
  );
}

const MONTH_ALONE = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;

/** The ask's time, and its words without it. */
export function dayAndHour(text: string, context: InterpretContext): [FoundTime | null, string] {
  const first = findTime(text, context, false);
  if (!first) return [null, text];
  const later = namedLater(first, text, context);
  // "email Priya the Black Friday plan": a day's name before a noun names the thing, and no time is asked.
  if (!later && namesAThing(first, text)) return [null, text];
  // "invoice the agency for october": a month the job is for is the period it covers, not when it is due.
  if (!later && MONTH_ALONE.test(first.text.trim()) && /\bfor\s+$/i.test(text.slice(0, first.index))) return [null, text];
  const time = later ?? first;
  const rest = removeSpan(text, time.index, time.text.length);
  const dayAfter = dayClosingAfterClock(time, rest, context);
  if (dayAfter) return dayAfter;
  const hourLast = HOUR_LAST.exec(rest);
  if (!time.date || time.clockSaid || time.minutes !== null || !hourLast) return [time, rest];
  const hour = findTime(hourLast[0], context, false);
  if (!hour?.time || !hour.clockSaid) return [time, rest];
  const [year, month, day] = time.date.split('-').map(Number);
  const [h, m] = hour.time.split(':').map(Number);
  const instant = new Date(
    wallTimeToUtc({ year, month, day, hour: h, minute: m, second: 0 }, safeTimeZone(context.timeZone)),
  ).toISOString();
  return [{ ...time, instant, time: hour.time, clockSaid: true }, rest.slice(0, hourLast.index)];
}

/** A clock said alone, with no day in its words: "7am", "at 10:30". */
const CLOCK_ALONE = /^\s*(?:at\s+|@\s*)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*$/i;
/** A day said alone, which a clock said before it belongs to: "on tuesday", "tomorrow", "fri". */
const DAY_ALONE =
  /^\s*(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|tomorrow|tmrw|tmr)\s*$/i;

/**
 * "add a 7am vinyasa class on tuesday": an hour said before the thing and its day said after it are
 * one time, when the day closes the ask.
 */
function dayClosingAfterClock(clock: FoundTime, rest: string, context: InterpretContext): [FoundTime, string] | null {
  if (!clock.clockSaid || !clock.time || !CLOCK_ALONE.test(clock.text)) return null;
  const day = findTime(rest, context, false);
  if (!day?.date || day.clockSaid || day.minutes !== null || !DAY_ALONE.test(day.text)) return null;
  if (/\p{L}{2,}/u.test(rest.slice(day.index + day.text.length))) return null;
  const [year, month, date] = day.date.split('-').map(Number);
  const [hour, minute] = clock.time.split(':').map(Number);
  const instant = new Date(
    wallTimeToUtc({ year, month, day: date, hour, minute, second: 0 }, safeTimeZone(context.timeZone)),
  ).toISOString();
  return [{ ...day, instant, time: clock.time, clockSaid: true }, removeSpan(rest, day.index, day.text.length)];
}
