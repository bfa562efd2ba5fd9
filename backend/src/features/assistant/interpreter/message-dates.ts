import * as chrono from 'chrono-node';
import { isValidTimeZone, wallTimeToUtc, zoneOffsetMs } from '../../tasks';
import type { InterpretContext } from './intent';

/** A time a message names, as a UTC instant, and where in the text it was written. */
export interface FoundTime {
  instant: string;
  index: number;
  text: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const WEEKDAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun';
const DAY_WORD = `today|tonight|tomorrow|${WEEKDAY}`;

/**
 * "tomorrow 9" and "friday 10:30" are how people write times in a message; chrono reads them only
 * with "at", so it is put in. The bare number must not be a date ("friday 9th") or already carry a
 * meridiem.
 */
const DAY_THEN_BARE_HOUR = new RegExp(
  `\\b(${DAY_WORD})\\s+(\\d{1,2}(?::\\d{2})?)(?![\\d:/.]|\\s*(?:am|pm|a\\.m|p\\.m|st|nd|rd|th|h\\b|hours?|hrs?|mins?|minutes?|days?|weeks?))`,
  'gi',
);
const UNTIL_BARE_HOUR =
  /\b(until|till|til|to|for)\s+(\d{1,2}(?::\d{2})?)(?![\d:/.]|\s*(?:am|pm|a\.m|p\.m|st|nd|rd|th|h\b|hours?|hrs?|mins?|minutes?|days?|weeks?))/gi;

const AMOUNT = String.raw`(\d{1,3}(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty-five|half an?)`;
const UNIT = String.raw`(minutes?|mins?|m|hours?|hrs?|hr|h|days?|d|weeks?|wks?|w)`;
/** "in 2 hours", "1h", "half an hour": a span from now rather than a clock time. */
const DURATION = new RegExp(String.raw`(?:\b(in|for|after)\s+)?\b${AMOUNT}\s*${UNIT}\b`, 'i');

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  'forty-five': 45,
};

/** Words for a part of the day, whose hour chrono picks sensibly ("tonight" is 22:00). */
const PART_OF_DAY = /\b(tonight|morning|afternoon|evening|noon|midday|midnight|night|lunch|eod|end of day)\b/i;

export function safeTimeZone(timeZone: string): string {
  return typeof timeZone === 'string' && isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/** Writes "tomorrow 9" as "tomorrow at 9" so chrono reads the hour; the rest of the text is untouched. */
export function withExplicitHours(text: string): string {
  return text.replace(DAY_THEN_BARE_HOUR, '$1 at $2').replace(UNTIL_BARE_HOUR, '$1 at $2');
}

function amountOf(word: string): number {
  const lower = word.toLowerCase();
  if (lower.startsWith('half')) return 0.5;
  return NUMBER_WORDS[lower] ?? Number(lower);
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
  const [whole, preposition, amountText, unitText] = match;
  if (!preposition && !bare) return null;
  const amount = amountOf(amountText);
  if (!Number.isFinite(amount) || amount <= 0 || amount > 999) return null;
  const unit = unitText.toLowerCase()[0];
  const now = context.now.getTime();
  let instant: number;
  if (unit === 'm') instant = now + Math.round(amount * MINUTE);
  else if (unit === 'h') instant = now + Math.round(amount * HOUR);
  else {
    // Days and weeks land on a day, and a day without a time is noon there.
    const days = Math.round(amount * (unit === 'w' ? 7 : 1));
    instant = at(addDays(wallNow(context.now, timeZone), days), 12, 0, timeZone);
  }
  return { instant: new Date(instant).toISOString(), index: match.index, text: whole };
}

/** chrono finds "2" or "1984" in titles ("buy 2 apples"); a time needs more than digits. */
function isBareNumber(text: string): boolean {
  return /^[\d\s.,:/-]+$/.test(text) && !text.includes(':');
}

/** A clock time as found, with whether the text named its day and the hour and minute it meant. */
interface ClockTime extends FoundTime {
  dayGiven: boolean;
  hour: number;
  minute: number;
}

function clockTimeIn(text: string, context: InterpretContext, timeZone: string): ClockTime | null {
  const offsetMinutes = Math.round(zoneOffsetMs(context.now.getTime(), timeZone) / MINUTE);
  const results = chrono.parse(text, { instant: context.now, timezone: offsetMinutes }, { forwardDate: true });
  const result = results.find((candidate) => !isBareNumber(candidate.text) && !DURATION.test(candidate.text));
  if (!result) return null;
  const start = result.start;
  const dayGiven = start.isCertain('day') || start.isCertain('weekday') || /\b(?:week|month|year)s?\b/i.test(result.text);
  // A time alone ("at 6") is today's if still to come, else tomorrow's; decided below, after am/pm.
  const date: WallDate = dayGiven
    ? { year: start.get('year') ?? 0, month: start.get('month') ?? 1, day: start.get('day') ?? 1 }
    : wallNow(context.now, timeZone);
  let hour = start.get('hour') ?? 12;
  let minute = start.get('minute') ?? 0;
  const hourGiven = start.isCertain('hour');
  // chrono's morning is 06:00; a reminder for "tomorrow morning" is wanted when the day starts.
  if (!hourGiven && /\bmorning\b/i.test(result.text)) hour = 9;
  if (!hourGiven && !PART_OF_DAY.test(result.text)) {
    hour = 12;
    minute = 0;
  }
  // Nobody means 3 a.m. by "call mum at 3": without am/pm, 1 to 7 o'clock is the afternoon.
  if (hourGiven && !start.isCertain('meridiem') && hour >= 1 && hour <= 7 && !/\b0\d:/.test(result.text)) hour += 12;
  let instant = at(date, hour, minute, timeZone);
  const past = instant <= context.now.getTime();
  // "this afternoon" and "today" mean today even once past; a weekday alone means its next one.
  const saysToday = /\b(?:this|today|tonight)\b/i.test(result.text);
  if (!dayGiven && past && !saysToday) instant = at(addDays(date, 1), hour, minute, timeZone);
  const weekdayOnly = start.isCertain('weekday') && !start.isCertain('day');
  if (weekdayOnly && past) instant = at(addDays(date, 7), hour, minute, timeZone);
  // A word chrono took for a zone ("at 3 get milk", "at 10 east entrance") is the title's: the zones
  // people mean are read before chrono sees the text (namedZone), so its offset is never used.
  const span = start.isCertain('timezoneOffset') ? result.text.replace(/\s+\S+$/, '') : result.text;
  return { instant: new Date(instant).toISOString(), index: result.index, text: span, dayGiven, hour, minute };
}

/** "by the 15th": chrono wants a month; without one it is the next 15th to come, at 12:00. */
const DAY_OF_MONTH = /\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b/i;

/**
 * The next `day` of a month to come at the given hour (12:00 without one): the 31st of a 30-day
 * month is no date, so the next month that has one.
 */
function nextDayOfMonth(day: number, hour: number, minute: number, context: InterpretContext, timeZone: string): number | null {
  const today = wallNow(context.now, timeZone);
  for (let months = 0; months < 3; months++) {
    const month = new Date(Date.UTC(today.year, today.month - 1 + months, 1));
    const date = { year: month.getUTCFullYear(), month: month.getUTCMonth() + 1, day };
    if (new Date(Date.UTC(date.year, date.month - 1, day)).getUTCDate() !== day) continue;
    const instant = at(date, hour, minute, timeZone);
    if (instant > context.now.getTime()) return instant;
  }
  return null;
}

/**
 * "the 1st", or "the 1st at 9am" when a clock time with no day of its own sits next to it (chrono
 * reads only the time, which alone would mean today or tomorrow).
 */
function dayOfMonthIn(text: string, context: InterpretContext, timeZone: string, clock: ClockTime | null): FoundTime | null {
  const match = DAY_OF_MONTH.exec(text);
  if (!match) return null;
  const day = Number(match[1]);
  if (day < 1 || day > 31) return null;
  const start = Math.min(match.index, clock?.index ?? match.index);
  const end = Math.max(match.index + match[0].length, clock ? clock.index + clock.text.length : 0);
  const between = clock
    ? text.slice(Math.min(match.index + match[0].length, clock.index + clock.text.length), Math.max(match.index, clock.index))
    : '';
  const withClock = clock !== null && !clock.dayGiven && /^[\s,]*$/.test(between);
  // A clock time elsewhere in the message is not this day's: it is read as it was before.
  if (clock !== null && !withClock) return null;
  const instant = nextDayOfMonth(day, withClock ? clock.hour : 12, withClock ? clock.minute : 0, context, timeZone);
  if (instant === null) return null;
  const span = withClock ? { index: start, text: text.slice(start, end) } : { index: match.index, text: match[0] };
  return { instant: new Date(instant).toISOString(), ...span };
}

/**
 * The first time a piece of a message names, read in the person's zone. A span ("in 2 hours") is
 * counted from now; "1h" alone counts as a span only where a span is expected (`bareDurations`,
 * for snoozing), so "buy 2 days of food" keeps its words. A clock time is turned into the instant
 * at which the person's clocks show it, so daylight-saving changes between now and then are right.
 */
export function findTime(text: string, context: InterpretContext, bareDurations: boolean): FoundTime | null {
  const timeZone = safeTimeZone(context.timeZone);
  const duration = durationIn(text, context, bareDurations, timeZone);
  if (duration) return duration;
  const clock = clockTimeIn(text, context, timeZone);
  const dated = clock === null || !clock.dayGiven ? dayOfMonthIn(text, context, timeZone, clock) : null;
  if (dated) return dated;
  return clock && { instant: clock.instant, index: clock.index, text: clock.text };
}
