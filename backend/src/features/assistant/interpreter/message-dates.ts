import { isValidTimeZone, wallTimeToUtc, zoneOffsetMs } from '../../tasks';
import type { InterpretContext } from './intent';
import { DAY_FIRST, MONTH_FIRST } from './message-clock-words';
import { smallNumber } from './message-day-words';
import { isTaskVerb, WEEKDAY_NAME } from './message-words';

/** A time a message names, as a UTC instant, and where in the text it was written. */
export interface FoundTime {
  instant: string;
  index: number;
  text: string;
  /** The person's local date (YYYY-MM-DD) when the text names a day, and clock time (HH:MM) when it names one. */
  date: string | null;
  time: string | null;
  /** A span from now ("1h", "in 20 minutes"), in minutes; null for a day or a clock time. */
  minutes: number | null;
  /** A weekday and a date that do not agree ("Fri, Jul 18" on a Thursday): to be asked about. */
  clash?: boolean;
  /** An hour was said ("at 6", "half 4"), not only a day or a part of one. */
  clockSaid?: boolean;
}

const MINUTE = 60_000;

const WEEKDAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun';
const DAY_WORD = `today|tonight|tomorrow|${WEEKDAY}`;

/**
 * "tomorrow 9" and "friday 10:30" are how people write times in a message; chrono reads them only
 * with "at", so it is put in. The bare number must not be a date ("friday 9th") or already carry a
 * meridiem.
 */
const DAY_THEN_BARE_HOUR = new RegExp(
  `\\b(${DAY_WORD}|(?<=\\b(?:the|this|tomorrow|${WEEKDAY}|actually|no|nah|meant|it)\\s+)(?:morning|afternoon|evening|night)(?=,?\\s+\\d{1,2}(?::\\d{2})?\\s*(?:ish)?\\s*(?:$|[,.!?;])))(?:,)?\\s+(\\d{1,2}(?::\\d{2})?)(?![\\d:/.]|\\s*(?:am|pm|a\\.m|p\\.m|st|nd|rd|th|h\\b|hours?|hrs?|mins?|minutes?|days?|weeks?)|\\s+(?:of\\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b)`,
  'gi',
);
const UNTIL_BARE_HOUR =
  /(?<!\b(?:quarter|half|twenty|ten|five|twenty-five|minutes?|mins?)\s+)(?<!\b(?:table|tables|booking|reservation|room|seats?|tickets?|dinner|lunch|breakfast|brunch|drinks|party)\s+)\b(until|till|til|to|for)\s+(\d{1,2}(?::\d{2})?)(?![\d:/.%]|\s*(?:percent|am|pm|a\.m|p\.m|st|nd|rd|th|h\b|hours?|hrs?|mins?|minutes?|days?|weeks?))/gi;

const AMOUNT = String.raw`([13]\/[24]|(?:a\s+)?quarter\s+of\s+an?|three[\s-]quarters\s+of\s+an?|(?:a\s+)?couple(?:\s+of)?|(?:a\s+)?few|(?:a\s+)?pair\s+of|\d{1,3}(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty-five|forty|fifty|sixty|seventy|eighty|ninety|(?:a\s+)?half(?:\s+an?)?)(?:\s+more)?`;
const UNIT = String.raw`(minutes?|mins?|m|hours?|hrs?|hr|h|days?|d|weeks?|wks?|w)`;
/** "in 2 hours", "1h", "half an hour": a span from now rather than a clock time; "50m of cable" is a length. */
const DURATION = new RegExp(
  String.raw`(?:\b(in|for|after)\s+)?(?<![\d/#])\b${AMOUNT}(?:(?<=\d)\s*|\s+)${UNIT}\b(?!\s+of\b)(\s+and\s+a\s+half)?(\s+(?:hence|from\s+now))?`,
  'i',
);

/** Amounts a span is said in beyond the small numbers: "in fifteen minutes", "forty-five mins". */
const SPAN_NUMBERS: Record<string, number> = {
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

export function safeTimeZone(timeZone: string): string {
  return typeof timeZone === 'string' && isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/** A clock named outright: "at 8", "8pm", "8:30". */
const CLOCK_NAMED = /\b(?:at|@)\s*\d|\d\s*(?:am|pm)\b|\d:\d\d/i;

/** Writes "tomorrow 9" as "tomorrow at 9" and "till 5" as "till at 5" so chrono reads the hour; the rest of the text is untouched. */
export function withExplicitHours(text: string): string {
  return withDayHours(text).replace(UNTIL_BARE_HOUR, (match: string, word: string, hour: string, offset: number, whole: string) =>
    // "a table for 2 on saturday at 8pm": with a clock named after it, the number after "for" is a count.
    (/^for$/i.test(word) && CLOCK_NAMED.test(whole.slice(offset + match.length))) || numbersAPlace(whole, offset, match)
      ? match
      : `${word} at ${hour}`,
  );
}

/** "tomorrow 9" as "tomorrow at 9", and nothing else: a reply's "wait for 20" keeps its minutes. */
export function withDayHours(text: string): string {
  return text.replace(DAY_THEN_BARE_HOUR, (match: string, day: string, hour: string, offset: number, whole: string) =>
    numbersAPlace(whole, offset, match) ? match : `${day} at ${hour}`,
  );
}

/** Whether the words at `offset` hold a place's number ("quote for 22 Elm Road"), not an hour. */
function numbersAPlace(whole: string, offset: number, match: string): boolean {
  return withoutPlaceNumbers(whole).slice(offset, offset + match.length) !== match;
}

function amountOf(word: string): number {
  const lower = word.toLowerCase().replace(/^a\s+/, '').replace(/\s+/g, ' ');
  if (lower.startsWith('half')) return 0.5;
  if (lower.startsWith('quarter') || lower === '1/4') return 0.25;
  if (lower.startsWith('three') && lower.includes('quarter')) return 0.75;
  if (lower === '1/2') return 0.5;
  if (lower === '3/4') return 0.75;
  if (lower.startsWith('couple') || lower.startsWith('pair')) return 2;
  if (lower === 'few') return 3;
  return SPAN_NUMBERS[lower] ?? smallNumber(lower);
}

interface WallDate {
  year: number;
  month: number;
  day: number;
}

function wallNow(now: Date, timeZone: string): WallDate & { hour: number; minute: number } {
  const local = new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

function addDays(date: WallDate, days: number): WallDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

function at(date: WallDate, hour: number, minute: number, timeZone: string): number {
  return wallTimeToUtc({ ...date, hour, minute, second: 0 }, timeZone);
}

function durationIn(text: string, context: InterpretContext, bare: boolean, timeZone: string): FoundTime | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  const [whole, preposition, amountText, unitText, andAHalf, hence] = match;
  // "journal for 10 mins" is how long, not when: only a snooze reads a bare span or "for".
  if (!bare && !hence && (!preposition || preposition.toLowerCase() === 'for')) return null;
  const amount = amountOf(amountText) + (andAHalf ? 0.5 : 0);
  if (!Number.isFinite(amount) || amount <= 0 || amount > 999) return null;
  const unit = unitText.toLowerCase()[0];
  const perUnit = unit === 'm' ? 1 : unit === 'h' ? 60 : unit === 'd' ? 1440 : 10080;
  const minutes = Math.round(amount * perUnit);
  const now = context.now.getTime();
  let instant: number;
  if (unit === 'm' || unit === 'h' || bare) instant = now + minutes * MINUTE;
  else {
    // Days and weeks land on a day, and a day without a time is noon there.
    instant = at(addDays(wallNow(context.now, timeZone), Math.round(minutes / 1440)), 12, 0, timeZone);
  }
  const parts = localParts(instant, timeZone);
  return { instant: new Date(instant).toISOString(), index: match.index, text: whole, date: parts.date, time: null, minutes };
}

/** chrono finds "2" or "1984" in titles ("buy 2 apples"); a time needs more than digits. */
function isBareNumber(text: string): boolean {
  return (
    /^[\d\s.,:/-]+$/.test(text) && !text.includes(':') && !/^(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{4}-\d{2}-\d{2})$/.test(text.trim())
  );
}

/** Zones where "4/12" is April 12; everywhere else writes the day first. */
const MONTH_FIRST_ZONES =
  /^(?:America\/(?:New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit|Boise|Juneau|Adak|Nome|Sitka|Yakutat|Metlakatla|Menominee|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+)|Pacific\/Honolulu|US\/.+|Asia\/Manila)$/;

export function readsDayFirst(context: InterpretContext): boolean {
  return context.dayFirst ?? !MONTH_FIRST_ZONES.test(safeTimeZone(context.timeZone));
}

const SLASHED_DATE = /\b\d{1,2}[/.-]\d{1,2}\b/;
/** A part of the day named without an hour, and the hour daily reads it as. */
const PARTS_OF_DAY: [RegExp, number][] = [
  [/\bmidnight\b/i, 0],
  [/\b(?:noon|midday)\b/i, 12],
  [/\bmorning\b/i, 9],
  [/\bafternoon\b/i, 15],
  [/\bevening\b/i, 19],
  [/\b(?:tonight|night)\b/i, 20],
];
/** Said of the morning: "6" there is 06:00, not 18:00. */
const MORNING = /\b(?:morning|a\.?m\.?|breakfast)\b/i;
/** "wake me up at 6", "breakfast with Jo at 7": what is done only in the morning puts its bare hour there. */
const MORNING_DEED = /\b(?:wake me(?: up)?|wake-?up call|breakfast|brekkie)\b/i;
/** "dinner with Jess friday 8", "drinks at 9": what is done only in the evening puts its bare hour there. */
const EVENING_DEED = /\b(?:dinner|supper|drinks|date night|nightcap|choir|gig|pub quiz|karaoke)\b/i;
/** A span counted from now to the minute ("in 2 hours", "ten minutes from now"). */
const SHORT_SPAN = /\b(?:mins?|minutes?|hours?|hrs?|secs?|seconds?)\b/i;

/** Words of a time itself, which chrono's zone reading never takes off the end of a span. */
const TIME_VOCABULARY =
  /^(?:now|today|tonight|later|ago|am|pm|a\.?m|p\.?m|hours?|hrs?|hr|h|mins?|m|days?|weeks?|wks?|months?|years?|noon|night|eve|eod|cob|time|from|half|ish|lunch|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|[a-z]+day)$/i;

/** "the HONEY": a bare article and a short word chrono read as a zone, which names no time. */
function takenForAZone(said: string): boolean {
  const word = /^(?:the|a|an)\s+([A-Za-z]{1,5})$/i.exec(said.trim())?.[1];
  return word !== undefined && !TIME_VOCABULARY.test(word);
}

/** A clock time as found, with whether the text named its day and its hour. */
interface ClockTime extends FoundTime {
  dayGiven: boolean;
  hour: number;
  minute: number;
}

export function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A local date (YYYY-MM-DD) and clock time (HH:MM) on the person's clock as an instant: the inverse of localParts. */
export function localInstant(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return wallTimeToUtc({ year, month, day, hour, minute, second: 0 }, safeTimeZone(timeZone));
}

/** An instant as the person's local date (YYYY-MM-DD) and clock time (HH:MM). */
export function localParts(instant: number, timeZone: string): { date: string; time: string } {
  const local = new Date(instant + zoneOffsetMs(instant, timeZone));
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

function nextMonday(context: InterpretContext, timeZone: string): WallDate {
  const today = wallNow(context.now, timeZone);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  return addDays(today, (8 - weekday) % 7 || 7);
}

/** A holiday said alone, which may name a thing ("christmas cards") as well as a day. */
const HOLIDAY_ALONE =
  /^(?:black\s+friday|thanksgiving(?:\s+day)?|christmas\s+eve|(?:christmas|xmas)(?:\s+day)?|boxing\s+day|new\s+year'?s(?:\s+eve|\s+day)?|valentine'?s(?:\s+day)?|hallowe'?en)$/i;

/** The words after a holiday that say it names a thing: "christmas cards", "xmas party", "halloween costumes". */
const THING_AFTER =
  /^\s+(?!(?:at|on|in|by|before|after|till|until|morning|afternoon|evening|night|eve|day|week|weekend|break|and|or|then|please|pls|for|this|next|i|we|to|remind|ping|nudge|can|could|would|will|let|don'?t)\b)\p{Ll}/u;

function namesAThing(candidate: { text: string; index: number }, text: string): boolean {
  const after = text.slice(candidate.index + candidate.text.length);
  // "boxing day walk with the dog": a job done on the day, not a thing named after it.
  return HOLIDAY_ALONE.test(candidate.text.trim()) && THING_AFTER.test(after) && !isTaskVerb(after.trim().split(/\s+/)[0] ?? '');
}

const PART_AFTER = /^\s+(?:in\s+the\s+)?(morning|afternoon|evening|night)\b/i;

/**
 * "at 10 45", "call mum 9 30": a clock said with a space for the colon, after "at" or ending the
 * message (or before its day) on a quarter hour, so "order 12 30 packs" keeps its numbers. Each is
 * written with a colon in its place, which keeps every index where it was.
 */
const SPACED_AFTER_AT = /\b((?:at|@|from|around|about|by)\s*)(\d{1,2}) ([0-5]\d)\b(?! ?(?:mins?|minutes?|hours?|hrs?|days?|%))/gi;
const SPACED_AT_END =
  /(?<=\s)([01]?\d|2[0-3]) (00|15|30|45)(?=\s*(?:am|pm)?\s*(?:$|[,.!?;]|\s+(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b))/gi;

/** "at 7.30", "to 7.30": a clock written with a dot after a word that leads to a time (never "£7.30"). */
const DOTTED_AFTER_AT = /\b((?:at|@|to|till|until|by|from|around|about)\s*)([01]?\d|2[0-3])\.([0-5]\d)\b(?![.,]?\d|\s*%)/gi;

/** "£7.30", "$12.45": an amount of money, whose digits no clock may take. */
const MONEY = /([£$€¥]\s*)(\d[\d.,]*)/g;

/**
 * "half 7 tonight": chrono would read "7 tonight" and lose the half hour, so the British half is
 * written as a clock first, padded to its own length so every index still points into the text.
 */
const BRITISH_HALF = /\bhalf\s+(1[0-2]|[1-9])\b(?!\s*(?:hours?|hrs?|days?|weeks?|months?|%|th|st|nd|rd|am|pm|a\.m|p\.m)\b)(?![:.]\d)/gi;

/** "10ish", "9.30 ish": an hour given loosely is still that hour, padded as above. */
const LOOSE_HOUR = /\b(\d{1,2}(?:[:.]\d{2})?)\s?ish\b/gi;

/** The text chrono reads, and the stretches a clock rewrite padded, which a reading ending inside takes whole. */
interface Spoken {
  text: string;
  padded: [number, number][];
}

function withSpokenClock(text: string): Spoken {
  const padded: [number, number][] = [];
  const pad = (clock: string, whole: string, offset: number) => {
    padded.push([offset, offset + whole.length]);
    return clock.padEnd(whole.length, ' ');
  };
  const spoken = text
    .replace(BRITISH_HALF, (whole: string, hour: string, offset: number) => pad(`${hour}:30`, whole, offset))
    .replace(LOOSE_HOUR, (whole: string, hour: string, offset: number) => pad(hour, whole, offset))
    .replace(MONEY, (_whole: string, sign: string, amount: string) => sign + amount.replace(/\d/g, 'x'))
    .replace(SPACED_AFTER_AT, '$1$2:$3')
    .replace(SPACED_AT_END, '$1:$2')
    .replace(DOTTED_AFTER_AT, '$1$2:$3');
  return { text: spoken, padded };
}

type Parsed = ReturnType<typeof MONTH_FIRST.parse>[number];
/** A reading chrono gave, told in the person's own words. */
type Found = Pick<Parsed, 'index' | 'start'> & { text: string };
type Component = Parameters<Found['start']['get']>[0];
/** A time chrono found, or a day and the clock said after it read as one. */
interface Reading {
  index: number;
  text: string;
  start: Pick<Found['start'], 'get' | 'isCertain' | 'date'>;
}

/** What may stand between a day and the clock said after it: "saturday, 9am", "friday - 3pm", "on saturday for 9am". */
const DAY_TO_CLOCK = /^\s*(?:[,–-]\s*)?(?:(?:for|at|@|around|about|by|from)\s*)?$/i;
const CLOCK_PARTS = new Set<Component>(['hour', 'minute', 'second', 'millisecond', 'meridiem']);

/** "on saturday for 9am": chrono finds the day and the clock apart; they are one time. */
function withItsClock(day: Found, clock: Found | undefined, text: string): Reading {
  if (!clock || day.start.isCertain('hour') || !clock.start.isCertain('hour')) return day;
  if (clock.start.isCertain('day') || clock.start.isCertain('weekday') || clock.start.isCertain('month')) return day;
  if (!DAY_TO_CLOCK.test(text.slice(day.index + day.text.length, clock.index))) return day;
  const from = (component: Component) => (CLOCK_PARTS.has(component) ? clock.start : day.start);
  return {
    index: day.index,
    text: text.slice(day.index, clock.index + clock.text.length),
    start: {
      get: (component) => from(component).get(component),
      isCertain: (component) => from(component).isCertain(component),
      date: () => day.start.date(),
    },
  };
}

/** A word of a name just before a part of the day ("quiz night"), not a word that puts it in time. */
const EVENT_NAMED_BEFORE = /\b[\p{L}'-]{3,}\s+$/u;
/** The name going on after the part of the day ("quiz night prep"), not a time or the message's end. */
const NAME_GOES_ON = /^\s+(?!(?:at|on|by|for|in|from|until|till|every|each|this|next|tomorrow|today|tonight)\b)\p{L}/u;
const TIME_WORD_BEFORE =
  /\b(?:at|in|on|by|for|this|the|that|tomorrow|tmrw|tmr|tomoz|today|every|each|last|next|one|some|same|following|weekday|weekdays|weekend|mid|(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?s?|until|till|til|from|late|early|good|all|per|a)\s+$/i;

/**
 * The clock times read in the message being read. One message asks for the time in the same words
 * more than once (as a span for a snooze, then as a moment), and chrono's reading is the dearest part
 * of finding a time.
 */
const CLOCK_TIMES = new Map<string, ClockTime | null>();

/** Called as each message is begun: no reading of one message is used for another. */
export function forgetClockTimes(): void {
  CLOCK_TIMES.clear();
}

function clockTimeIn(text: string, context: InterpretContext, timeZone: string): ClockTime | null {
  const key = `${context.now.getTime()} ${timeZone} ${readsDayFirst(context)} ${text}`;
  if (CLOCK_TIMES.has(key)) return CLOCK_TIMES.get(key) ?? null;
  const read = readClockTime(text, context, timeZone);
  CLOCK_TIMES.set(key, read);
  return read;
}

/** "invoice Maple & Oak for 5 days", "bill the client for 14 hrs", "hire the digger for 2 days": the length billed or booked, no time from now. */
const LENGTH_BILLED =
  /\bfor (?:\d{1,2}|a|an|one|two|three|four|five|six|seven|ten) (?:full |half |working )?(?:days?|weeks?|nights?|months?|hours?|hrs?)\b/gi;
const BILLS_OR_BOOKS =
  /^(?:(?:please|pls|can you|could you|remind me to|need to|gotta|must)\s+)*(?:invoice|bill|charge|hire|rent|book|quote|reserve|borrow|lend)\b/i;

/**
 * "order 50m of twin and earth", "20m of conduit": a length of something, and no time from now;
 * "mark the year 11 mocks", "yr 10 reports": a school year, no year of the calendar.
 */
const LENGTH_OF = /\b\d{1,4}(?:\.\d+)?\s?m of\b|\b(?:year|yr)\s?\d{1,2}\b(?!\s*(?:[:/.]\d|am\b|pm\b))/gi;

function withoutLengthBilled<T extends { text: string }>(spoken: T, text: string): T {
  const measured = { ...spoken, text: spoken.text.replace(LENGTH_OF, (length) => ' '.repeat(length.length)) };
  if (!BILLS_OR_BOOKS.test(text.trim())) return measured;
  return { ...measured, text: measured.text.replace(LENGTH_BILLED, (length) => ' '.repeat(length.length)) };
}

/** "12 sheets 5/8 type X", "3/4 ply", "1/2 inch pipe": a fraction, as sizes are given, and no date. */
function aSize(candidate: Found, text: string): boolean {
  const fraction = /^(\d{1,2})\/(\d{1,2})$/.exec(candidate.text.trim());
  if (!fraction || Number(fraction[1]) >= Number(fraction[2]) || ![2, 4, 8, 16, 32, 64].includes(Number(fraction[2]))) return false;
  const before = text.slice(0, candidate.index);
  const after = text.slice(candidate.index + candidate.text.length);
  return (
    /^\s*(?:"|''|in\b|inch(?:es)?\b|mm\b|type\b|ply\b|mdf\b|osb\b|board\b|sheets?\b|pipe\b|copper\b|bolts?\b|screws?\b|thread\b|drywall\b|sheetrock\b|rebar\b|x\b)/i.test(
      after,
    ) || /\b\d+\s+\p{L}+s\s*$/u.test(before)
  );
}

/**
 * "ask Luis if he can work saturday", "check with Sam whether she's free friday": the day someone is
 * asked about, which is no day for the asking.
 */
const DAY_ASKED_ABOUT = new RegExp(
  String.raw`\b(?:if|whether)\s+(?:he|she|they|we|[a-z]+)(?:'s|'re|\s+(?:can|could|is|are|would|will|wants? to|might|minds?))\s+[^,.;!?]*?\b(?:(?:this|next)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend)s?\b`,
  'gi',
);
const ASKS_SOMEONE =
  /^(?:(?:please|pls|can you|could you|remind me to|need to|gotta|must|and|also)\s+)*(?:ask|check with|text|message|email|call|ring|see)\b/i;

function withoutDayAskedAbout<T extends { text: string }>(spoken: T, text: string): T {
  if (!ASKS_SOMEONE.test(text.trim())) return spoken;
  return { ...spoken, text: spoken.text.replace(DAY_ASKED_ABOUT, (asked) => ' '.repeat(asked.length)) };
}

/** "fish order for fri … by 2pm thurs": the day a thing is for, beside the day it is due by. */
const DAY_SERVED = new RegExp(String.raw`\b(?:for|4)\s+${WEEKDAY_NAME}(?:'s)?\b`, 'gi');
const DUE_BY = new RegExp(
  String.raw`\b(?:by|before|no later than)\s+(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s+)?(?:${WEEKDAY_NAME}|today|tonight|tomorrow|tmrw)\b`,
  'i',
);

function withoutDayServed<T extends { text: string }>(spoken: T, text: string): T {
  if (!DUE_BY.test(text)) return spoken;
  const served = spoken.text.match(DAY_SERVED);
  // "for fri by thurs" only: a day each, so the one after "for" names the thing.
  if (!served || served.length !== 1) return spoken;
  return { ...spoken, text: spoken.text.replace(DAY_SERVED, (day) => ' '.repeat(day.length)) };
}

/** "the 2nd yr essays", "3rd floor flat", "1st class stamps": an ordinal that ranks a thing, and no day. */
function aRank(candidate: Found, text: string): boolean {
  if (!/(?:^|\s)\d{1,2}(?:st|nd|rd|th)$/i.test(candidate.text.trim())) return false;
  const after = text.slice(candidate.index + candidate.text.length);
  // "the 5th street job", "3rd ave": a street named by its number is a place.
  return /^\s*(?:yrs?|years?|floor|gen|generation|round|place|grade|class|team|xi|half|quarter|edition|fix|draft|reminder|notice|chance|time|batch|coat|layer|street|st|avenue|ave|road|rd|precinct|ward|district)\b/i.test(
    after,
  );
}

/** "send Maya SAT practice test #4 tonight": a test or a body in capitals, when the message names its day in other words. */
function acronymBesideADay(candidate: Found, text: string): boolean {
  if (!/^(?:SAT|SUN|MON|WED|FRI)$/.test(candidate.text.trim())) return false;
  const rest = `${text.slice(0, candidate.index)} ${text.slice(candidate.index + candidate.text.length)}`;
  return /\b(?:tonight|today|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i.test(rest);
}

function readClockTime(text: string, context: InterpretContext, timeZone: string): ClockTime | null {
  const offsetMinutes = Math.round(zoneOffsetMs(context.now.getTime(), timeZone) / MINUTE);
  const reader = readsDayFirst(context) && SLASHED_DATE.test(text) ? DAY_FIRST : MONTH_FIRST;
  const spoken = withoutDayServed(withoutDayAskedAbout(withoutLengthBilled(withSpokenClock(text), text), text), text);
  // Each reading is told in the person's own words, with any padding a rewrite left after it.
  const results: Found[] = reader
    .parse(spoken.text, { instant: context.now, timezone: offsetMinutes }, { forwardDate: true })
    .map((result) => {
      let end = result.index + result.text.length;
      for (const [from, to] of spoken.padded) if (end > from && end < to) end = to;
      return { index: result.index, start: result.start, text: text.slice(result.index, end) };
    });
  const candidates = results.filter(
    (candidate) =>
      !isBareNumber(candidate.text) &&
      // "the 1099s", "the 1990s": a number made plural is a thing or a decade, not a time.
      !/^\d+'?s$/i.test(candidate.text.trim()) &&
      // "pay back the money", "type up the minutes": chrono reads a month and a minute in them.
      !/^(?:the|my|our|your) (?:money|minutes)$/i.test(candidate.text.trim()) &&
      // "clients who cancel last minute", "a last-minute change": the idiom for too late, no minute ago.
      !/^(?:the\s+)?last[\s-]+minute$/i.test(candidate.text.trim()) &&
      // "nothing more to do for now", "parked for now": how things stand at present, not a time.
      !(/^now$/i.test(candidate.text.trim()) && /\bfor\s*$/i.test(text.slice(0, candidate.index))) &&
      // "the W-9", "an I-9": a form's code, not a week or a day.
      !/(?:^|\s)[A-Za-z]{1,2}-\d/.test(candidate.text) &&
      // "admit the day was long", "the week flew": "the" is no count, and the span no time, without "in" before it.
      !(
        /^the\s+(?:day|week|month|year|hour|minute)$/i.test(candidate.text.trim()) &&
        !/\b(?:in|within|for)\s*$/i.test(text.slice(0, candidate.index))
      ) &&
      // "2 weddings a month", "three posts a week": a rate, not a time.
      !(
        /^(?:a|an|per|each)\s+(?:day|week|month|year)$/i.test(candidate.text.trim()) &&
        !/\b(?:in|within|after|for|than)\s*$/i.test(text.slice(0, candidate.index))
      ) &&
      !/^(?:(?:the|a|one|\d+)\s+)?sec(?:ond)?s?$|\bsecs?\b|\bseconds\b/i.test(candidate.text.trim()) &&
      // "quiz night prep", "parents evening", "coffee morning": the part of the day names an event.
      !(
        /^(?:night|evening|morning)$/i.test(candidate.text.trim()) &&
        EVENT_NAMED_BEFORE.test(text.slice(0, candidate.index)) &&
        !TIME_WORD_BEFORE.test(text.slice(0, candidate.index)) &&
        NAME_GOES_ON.test(text.slice(candidate.index + candidate.text.length))
      ) &&
      !namesAThing(candidate, text) &&
      !acronymBesideADay(candidate, text) &&
      !aSize(candidate, text) &&
      !aRank(candidate, text) &&
      // "the honey orders by 4": chrono may take a word for a zone ("HONEY") after a bare article; the time said later is the one.
      !takenForAZone(candidate.text),
  );
  // "post christmas cards 5/12": a holiday naming a thing gives way to the date the message spells out.
  const found =
    (HOLIDAY_ALONE.test(candidates[0]?.text.trim() ?? '') &&
      candidates.find((candidate) => !HOLIDAY_ALONE.test(candidate.text.trim()) && candidate.start.isCertain('day'))) ||
    candidates[0];
  if (!found) return null;
  const result = withItsClock(found, candidates[candidates.indexOf(found) + 1], text);
  const start = result.start;
  // A word chrono took for a zone ("at 3 get milk", "at 10 east entrance") is the title's: the zones
  // people mean are read before chrono sees the text (namedZone), so its offset is never used.
  const lastWord = /\s([A-Za-z]{1,5})$/.exec(result.text)?.[1] ?? '';
  const tookAZone = start.isCertain('timezoneOffset') && lastWord !== '' && !TIME_VOCABULARY.test(lastWord);
  const taken = tookAZone ? result.text.slice(0, -lastWord.length).trimEnd() : result.text;
  // "at 7 tomorrow morning": the part of the day said after the span says which 7, and is the span's.
  const partAfter =
    start.isCertain('hour') && !start.isCertain('meridiem') ? PART_AFTER.exec(text.slice(result.index + taken.length)) : null;
  const span = partAfter ? taken + partAfter[0] : taken;
  if (SHORT_SPAN.test(result.text) && !/\d\s*(?:am|pm|a\.m|p\.m)\b|\d:\d\d/i.test(result.text)) {
    const instant = start.date().getTime();
    if (instant > context.now.getTime()) {
      const parts = localParts(instant, timeZone);
      return {
        instant: new Date(instant).toISOString(),
        index: result.index,
        text: span,
        dayGiven: true,
        hour: -1,
        minute: -1,
        ...parts,
        minutes: null,
      };
    }
  }
  // "next week" is its Monday, when a week's work starts (chrono counts seven days from now).
  const weekAhead = /^next week$/i.test(result.text.trim()) ? nextMonday(context, timeZone) : null;
  // "in march": a month named alone is its first day, never today.
  const dayGiven =
    start.isCertain('day') ||
    start.isCertain('weekday') ||
    start.isCertain('month') ||
    /\b(?:weeks?|months?|years?|fortnight|weekend)\b/i.test(result.text);
  const date: WallDate =
    weekAhead ??
    (dayGiven
      ? { year: start.get('year') ?? 0, month: start.get('month') ?? 1, day: start.get('day') ?? 1 }
      : wallNow(context.now, timeZone));
  // "Fri, Jul 18" when the 18th is a Thursday: the day is asked about, not guessed.
  const clash =
    start.isCertain('weekday') &&
    start.isCertain('day') &&
    new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() !== start.get('weekday');
  let hour = start.get('hour') ?? 12;
  let minute = start.get('minute') ?? 0;
  const hourGiven = start.isCertain('hour');
  const partOfDay = hourGiven ? undefined : PARTS_OF_DAY.find(([words]) => words.test(result.text));
  if (partOfDay) {
    hour = partOfDay[1];
    minute = 0;
  } else if (!hourGiven) {
    hour = 12;
    minute = 0;
  }
  // Nobody means 3 a.m. by "call mum at 3": without am/pm, 1 to 6 o'clock is the afternoon. Seven is the
  // evening said of today ("try me at 7ish"), and the morning said of another day ("tomorrow at 7 train Carlos").
  const afternoonHour = hour >= 1 && (hour <= 6 || (hour === 7 && !dayGiven));
  const morning = MORNING.test(result.text) || partAfter?.[1].toLowerCase() === 'morning' || (!partAfter && MORNING_DEED.test(text));
  const evening = !partAfter && !MORNING.test(result.text) && EVENING_DEED.test(text) && !MORNING_DEED.test(text);
  if (hourGiven && !start.isCertain('meridiem') && !morning && afternoonHour && !/\b0\d:/.test(result.text)) hour += 12;
  else if (hourGiven && !start.isCertain('meridiem') && evening && hour >= 7 && hour <= 11 && !/\b0\d:/.test(result.text)) hour += 12;
  else if (partAfter && !morning && hour < 12) hour += 12;
  let instant = at(date, hour, minute, timeZone);
  const past = instant <= context.now.getTime();
  // "this afternoon" and "today" mean today even once past; a weekday alone means its next one.
  const saysToday = /\b(?:this|today|tonight)\b/i.test(result.text);
  if (!dayGiven && past && !saysToday) instant = at(addDays(date, 1), hour, minute, timeZone);
  const weekdayOnly = start.isCertain('weekday') && !start.isCertain('day');
  if (weekdayOnly && past) instant = at(addDays(date, 7), hour, minute, timeZone);
  const parts = localParts(instant, timeZone);
  return {
    instant: new Date(instant).toISOString(),
    index: result.index,
    text: span,
    dayGiven,
    hour,
    minute,
    date: dayGiven || !hourGiven ? parts.date : null,
    time: hourGiven || partOfDay ? parts.time : null,
    minutes: null,
    clash,
    clockSaid: hourGiven,
  };
}

/**
 * A house, flat or unit number, or the number of a street ("the gutter job at no. 14", "quote for
 * 22 Elm Road"): never an hour or a day of the month. A lowercase "no" without its stop is the word
 * ("hm no, 1/29").
 */
const NUMBERED_PLACE =
  /\b(?:[Nn]o\.|No|[Nn]umber|[Ff]lat|[Uu]nit|[Aa]pt\.?|[Ss]uite|[Pp]lot|[Hh]ouse)\s?#?\d{1,4}[a-z]?\b(?![/.-]\d)(?!(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)(?!\s*(?:hours?|hrs?|mins?|minutes?|days?|weeks?|am|pm|o'?clock|tomorrow|today|tonight)\b)/g;
const STREET_NUMBER =
  /\b\d{1,4}[a-z]?(?= (?:\p{Lu}[\p{L}'-]+ ){1,3}(?:St|Street|Rd|Road|Lane|Ln|Ave|Avenue|Close|Drive|Dr|Way|Place|Pl|Crescent|Court|Ct|Terrace|Gardens|Grove|Row|Square|Sq|Mews|Parade|Walk|Hill)\b)/gu;

/** "call June about the backup", "text April the rota": a month's name said as the one called, which names no day. */
const MONTH_CALLED =
  /\b(?:call|ring|phone|email|e-mail|text|message|msg|tell|ask|meet|thank|remind|chase|ping|pay|invoice|cc)\s+(?:june|may|april|august)\b(?!\s*(?:\d|the\s+\d|[/.-]))(?!\s+(?:the\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty|thirtieth|thirty)\b)/gi;

/**
 * "salon full saturday, 22 appointments", "order feed friday, 20 bags": a number opening a part of its
 * own before the things it counts is a count, never an hour; spans ("2 weeks", "3 mondays"), and words
 * that only follow a time ("5 works", "3 thanks"), are left to be read. "sat 9 pads w Callum" may be
 * the hour of the pads, so a count is only taken after a comma.
 */
const COUNT_OF_THINGS =
  /(?<=,\s{0,2})\d{1,4}(?=\s+(?!(?:this|his|its|thus|hours|hrs|mins|minutes|secs|seconds|days|weeks|wks|months|mths|years|yrs|nights|evenings|mornings|afternoons|weekends|fortnights|(?:mon|tues|wednes|thurs|fri|satur|sun)days|times|thanks|cheers|works|suits|fits|goes|does|sounds|looks|is|was|has|plus|pls|yes|tops|ish)\b)[a-z]{2,}s\b(?!'))/g;

/** The text with each place's number, each count of things, and each month said as a name, written over, keeping every index, so no time is read in it. */
function withoutPlaceNumbers(text: string): string {
  const masked = (said: string) => said.replace(/\d/g, '#');
  const named = (said: string) => said.replace(/\s(\S+)$/, (_whole, month: string) => ` ${'x'.repeat(month.length)}`);
  return text.replace(NUMBERED_PLACE, masked).replace(STREET_NUMBER, masked).replace(COUNT_OF_THINGS, masked).replace(MONTH_CALLED, named);
}

/**
 * The first time a piece of a message names, read in the person's zone. A span ("in 2 hours") is
 * counted from now; "1h" alone counts as a span only where a span is expected (`bareDurations`,
 * for snoozing), so "buy 2 days of food" keeps its words. A clock time is turned into the instant
 * at which the person's clocks show it, so daylight-saving changes between now and then are right.
 */
const WITH_NOT_WEEKS = /(?<=\d\s{1,2})w(?=\s+(?:the|my|a|an|his|her|their|our|your)\b)/gi;

export function findTime(said: string, context: InterpretContext, bareDurations: boolean): FoundTime | null {
  const timeZone = safeTimeZone(context.timeZone);
  // Each reading is told in the person's own words: only the numbers of places are hidden from the readers.
  // "test #3 w the Kinfolk team": "w" before "the" is "with", not weeks; one letter for one keeps every index.
  const unplaced = /\d|june|may|april|august/i.test(said) ? withoutPlaceNumbers(said) : said;
  const text = unplaced.includes(' w ') ? unplaced.replace(WITH_NOT_WEEKS, '~') : unplaced;
  const duration = durationIn(text, context, bareDurations, timeZone);
  // Where a span is expected (a snooze), "10 min" is a span even though chrono reads it as a moment.
  if (duration && bareDurations) return duration;
  const clock = clockTimeIn(text, context, timeZone);
  // Where both read the same words, the longer reading is the time said ("in a quarter of an hour", not "in a quarter").
  if (
    duration &&
    (!clock ||
      clock.index > duration.index + duration.text.length ||
      clock.index + clock.text.length <= duration.index ||
      (clock.index >= duration.index && clock.index + clock.text.length <= duration.index + duration.text.length))
  )
    return duration;
  if (!clock) return null;
  const found: FoundTime = {
    instant: clock.instant,
    index: clock.index,
    text: clock.text,
    date: clock.date,
    time: clock.time,
    minutes: null,
    clash: clock.clash,
    clockSaid: clock.clockSaid,
  };
  return dayAfter(found, text, timeZone) ?? found;
}

/** "after the weekend", "after christmas": said before a day with no clock, it is the day the wait ends on. */
const AFTER = /\bafter\s+(?:the\s+)?$/i;

function dayAfter(found: FoundTime, text: string, timeZone: string): FoundTime | null {
  const before = AFTER.exec(text.slice(0, found.index));
  if (!before || found.clockSaid || !found.date) return null;
  const weekend = /^(?:the\s+)?weekend$/i.test(found.text.trim());
  if (!weekend && !HOLIDAY_ALONE.test(found.text.trim())) return null;
  const [year, month, day] = found.date.split('-').map(Number);
  // The weekend is read as its Saturday; the day after it is the Monday.
  const date = addDays({ year, month, day }, weekend ? 2 : 1);
  const [hour, minute] = localParts(Date.parse(found.instant), timeZone).time.split(':').map(Number);
  const instant = at(date, hour, minute, timeZone);
  return {
    ...found,
    instant: new Date(instant).toISOString(),
    index: before.index,
    text: text.slice(before.index, found.index + found.text.length),
    date: `${date.year}-${pad(date.month)}-${pad(date.day)}`,
  };
}
