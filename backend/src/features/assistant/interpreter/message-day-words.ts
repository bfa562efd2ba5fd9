import * as chrono from 'chrono-node';

/**
 * The ways people name a day that chrono-node does not read on its own (holidays, "friday after
 * next", "the second tuesday of march", "the 20th of next month"), as parsers of its own kind, and
 * what they share with the clock words: the reference day, a day's components, numbers in words.
 */
export type Parser = chrono.Chrono['parsers'][number];
export type Context = Parameters<Parser['extract']>[0];

const SMALL_NUMBERS: Record<string, number> = {
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
  eleven: 11,
  twelve: 12,
};

export function smallNumber(word: string): number {
  const lower = word.toLowerCase();
  return SMALL_NUMBERS[lower] ?? Number(lower);
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY = String.raw`(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?`;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1 };

function weekdayIndex(word: string): number {
  return WEEKDAYS.findIndex((day) => day.startsWith(word.toLowerCase().slice(0, 3)));
}

/** Days from a date to the next of a weekday after it: 1 to 7, never the date itself. */
function daysToNext(date: Date, weekday: number): number {
  return ((weekday - date.getUTCDay() + 6) % 7) + 1;
}

/** The reference day on the person's clock, as chrono was given it. */
export function today(context: Context): Date {
  const components = context.createParsingComponents();
  return new Date(Date.UTC(components.get('year') ?? 0, (components.get('month') ?? 1) - 1, components.get('day') ?? 1));
}

export function onDay(context: Context, date: Date, time: { hour?: number; minute?: number } = {}) {
  const components = context.createParsingComponents({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
  if (time.hour !== undefined) components.assign('hour', time.hour).assign('minute', time.minute ?? 0);
  else components.imply('hour', 12).imply('minute', 0);
  return components;
}

export const fortnights: Parser = {
  // "a fortnight today": two weeks on from today, the "today" part of the amount.
  pattern: () => /\b(?:in\s+)?(a|one|two|three|\d)\s+fortnights?(?:\s+today)?\b/i,
  extract: (context, match) => {
    const date = today(context);
    date.setUTCDate(date.getUTCDate() + 14 * smallNumber(match[1]));
    return onDay(context, date);
  },
};

const UNITS: Record<string, 'day' | 'week' | 'fortnight' | 'month' | 'year'> = {
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  year: 'year',
  years: 'year',
  fortnight: 'fortnight',
  fortnights: 'fortnight',
};

export const fromNow: Parser = {
  // "a week from today", "3 days from tomorrow", "a fortnight hence": chrono reads the amount and drops the anchor
  // (minutes and hours from now it reads itself).
  pattern: () =>
    /\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})\s+(days?|weeks?|fortnights?|months?|years?)\s+(?:from\s+(now|today|tomorrow)|hence)\b/i,
  extract: (context, match) => {
    const amount = smallNumber(match[1]);
    const unit = UNITS[match[2].toLowerCase()];
    if (!Number.isFinite(amount) || !unit) return null;
    const date = today(context);
    if (match[3]?.toLowerCase() === 'tomorrow') date.setUTCDate(date.getUTCDate() + 1);
    if (unit === 'day') date.setUTCDate(date.getUTCDate() + amount);
    else if (unit === 'fortnight') date.setUTCDate(date.getUTCDate() + 14 * amount);
    else if (unit === 'week') date.setUTCDate(date.getUTCDate() + 7 * amount);
    else if (unit === 'month') date.setUTCMonth(date.getUTCMonth() + amount);
    else date.setUTCFullYear(date.getUTCFullYear() + amount);
    return onDay(context, date);
  },
};

const HOLIDAYS: [RegExp, number, number][] = [
  [/^christmas\s+eve$/i, 12, 24],
  [/^(?:christmas|xmas)(?:\s+day)?$/i, 12, 25],
  [/^boxing\s+day$/i, 12, 26],
  [/^new\s+year'?s\s+eve$/i, 12, 31],
  [/^new\s+year'?s(?:\s+day)?$/i, 1, 1],
  [/^valentine'?s(?:\s+day)?$/i, 2, 14],
  [/^hallowe'?en$/i, 10, 31],
];

export const holidays: Parser = {
  pattern: () =>
    /\b(black\s+friday|cyber\s+monday|thanksgiving(?:\s+day)?|christmas\s+eve|(?:christmas|xmas)(?:\s+day)?|boxing\s+day|new\s+year'?s\s+eve|new\s+year'?s(?:\s+day)?|valentine'?s(?:\s+day)?|hallowe'?en)\b(?:,?\s+(\d{4})(?!\d))?/i,
  extract: (context, match) => {
    const phrase = match[1].replace(/\s+/g, ' ');
    const year = match[2] ? Number(match[2]) : null;
    if (/^thanksgiving/i.test(phrase)) return thanksgiving(context, year);
    if (/^black/i.test(phrase)) return afterThanksgiving(context, year, 1);
    if (/^cyber/i.test(phrase)) return afterThanksgiving(context, year, 4);
    const holiday = HOLIDAYS.find(([pattern]) => pattern.test(phrase));
    if (!holiday) return null;
    const start = today(context);
    if (year !== null) return onDay(context, new Date(Date.UTC(year, holiday[1] - 1, holiday[2])));
    let date = new Date(Date.UTC(start.getUTCFullYear(), holiday[1] - 1, holiday[2]));
    if (date < start) date = new Date(Date.UTC(start.getUTCFullYear() + 1, holiday[1] - 1, holiday[2]));
    return onDay(context, date);
  },
};

/** The fourth Thursday of November: the year's, or the next one to come. */
function thanksgiving(context: Context, year: number | null) {
  if (year !== null) return onDay(context, nthWeekday(year, 10, 4, 4));
  const start = today(context);
  const thisYear = nthWeekday(start.getUTCFullYear(), 10, 4, 4);
  return onDay(context, thisYear >= start ? thisYear : nthWeekday(start.getUTCFullYear() + 1, 10, 4, 4));
}

/** Black Friday (a day after Thanksgiving) or Cyber Monday (four days after): the year's, or the next one to come. */
function afterThanksgiving(context: Context, year: number | null, days: number) {
  const start = today(context);
  const after = (year: number) => new Date(nthWeekday(year, 10, 4, 4).getTime() + days * 86_400_000);
  if (year !== null) return onDay(context, after(year));
  const thisYear = after(start.getUTCFullYear());
  return onDay(context, thisYear >= start ? thisYear : after(start.getUTCFullYear() + 1));
}

/** "the last friday of the month", "the first monday of next month": this month's, or the next one's once it is past. */
export const nthWeekdayOfThisMonth: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+${WEEKDAY}\s+(?:of|in)\s+(the|this|next)\s+month\b`,
      'i',
    ),
  extract: (context, match) => {
    const nth = ORDINALS[match[1].toLowerCase()];
    const weekday = weekdayIndex(match[2]);
    if (weekday < 0 || nth === undefined) return null;
    const start = today(context);
    const next = match[3].toLowerCase() === 'next';
    for (let ahead = next ? 1 : 0; ahead <= (next ? 1 : 2); ahead++) {
      const month = start.getUTCMonth() + ahead;
      const date = nthWeekday(start.getUTCFullYear() + Math.floor(month / 12), month % 12, weekday, nth);
      if (date >= start) return onDay(context, date);
    }
    return null;
  },
};

export const nthWeekdayOfMonth: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+${WEEKDAY}\s+(?:of|in)\s+${MONTH}(?:,?\s+(?:of\s+|in\s+)?(\d{4})(?!\d))?`,
      'i',
    ),
  extract: (context, match) => {
    const nth = ORDINALS[match[1].toLowerCase()];
    const weekday = weekdayIndex(match[2]);
    const month = MONTHS.indexOf(match[3].toLowerCase());
    if (weekday < 0 || month < 0 || nth === undefined) return null;
    const start = today(context);
    const years = match[4] ? [Number(match[4])] : [start.getUTCFullYear(), start.getUTCFullYear() + 1];
    for (const year of years) {
      const date = nthWeekday(year, month, weekday, nth);
      if (date >= start) return onDay(context, date);
    }
    return null;
  },
};

function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth < 0) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
    return last;
  }
  const first = new Date(Date.UTC(year, month, 1));
  first.setUTCDate(1 + ((weekday - first.getUTCDay() + 7) % 7) + 7 * (nth - 1));
  return first;
}

export const weekdaysFromNow: Parser = {
  // "3 mondays from now": the third Monday to come.
  pattern: () => new RegExp(String.raw`\b(two|three|four|five|six|\d)\s+${WEEKDAY}s\s+(?:from\s+(?:now|today)|time)\b`, 'i'),
  extract: (context, match) => {
    const count = smallNumber(match[1]);
    const weekday = weekdayIndex(match[2]);
    if (weekday < 0 || !(count >= 1 && count <= 9)) return null;
    const date = today(context);
    date.setUTCDate(date.getUTCDate() + daysToNext(date, weekday) + 7 * (count - 1));
    return onDay(context, date);
  },
};

export const dayOfMonth: Parser = {
  // "the 20th", "Tuesday the 17th", "wed 18th": the next such day to come; a month after it is chrono's to read.
  pattern: () =>
    new RegExp(
      String.raw`\b(?:${WEEKDAY}\s+)?(?:(?:the|(?:on|by|for|before|until|till)(?:\s+the)?)\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:${MONTH}|every|each|the\s+month))`,
      'i',
    ),
  extract: (context, match) => {
    // A bare "18th" is not read as a day here: it takes a weekday or a word leading to it.
    if (!match[1] && /^\d/.test(match[0])) return null;
    const day = Number(match[2]);
    if (!(day >= 1 && day <= 31)) return null;
    const start = today(context);
    for (let months = 0; months < 3; months++) {
      const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, day));
      if (date.getUTCDate() !== day || date < start) continue;
      // The weekday said with it is kept, so a day that falls on another weekday is asked about.
      return match[1] ? onDay(context, date).assign('weekday', weekdayIndex(match[1])) : onDay(context, date);
    }
    return null;
  },
};

export const monthTheDay: Parser = {
  // "february the 15th", "march the 3rd": chrono reads the month and leaves the day.
  pattern: () => new RegExp(String.raw`\b${MONTH}\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b(?:,?\s+(\d{4})(?!\d))?`, 'i'),
  extract: (context, match) => {
    const month = MONTHS.indexOf(match[1].toLowerCase());
    const day = Number(match[2]);
    if (month < 0) return null;
    const start = today(context);
    const years = match[3] ? [Number(match[3])] : [start.getUTCFullYear(), start.getUTCFullYear() + 1];
    for (const year of years) {
      const date = new Date(Date.UTC(year, month, day));
      if (date.getUTCDate() !== day) return null;
      if (date >= start || match[3]) return onDay(context, date);
    }
    return null;
  },
};

export const weekdayWeek: Parser = {
  // British "monday week" and "a week on friday": that weekday in the week after next.
  pattern: () => new RegExp(String.raw`\b(?:${WEEKDAY}\s+week|a\s+week\s+(?:on|from)\s+${WEEKDAY})\b`, 'i'),
  extract: (context, match) => {
    const weekday = weekdayIndex(match[1] ?? match[2]);
    if (weekday < 0) return null;
    const date = today(context);
    date.setUTCDate(date.getUTCDate() + daysToNext(date, weekday) + 7);
    return onDay(context, date);
  },
};

export const spanFromDay: Parser = {
  // "2 weeks from friday", "three days after tomorrow": a span counted from a day named, not from today ("a day on friday" is that day).
  pattern: () =>
    new RegExp(
      String.raw`\b(a|an|one|two|three|four|five|six|\d{1,2})\s+(days?|weeks?)\s+(?:from|after)\s+(?:(tomorrow|tmrw|tmr)|(?:next\s+)?${WEEKDAY})\b`,
      'i',
    ),
  extract: (context, match) => {
    const count = smallNumber(match[1]);
    if (!(count > 0)) return null;
    const date = today(context);
    if (match[3]) date.setUTCDate(date.getUTCDate() + 1);
    else {
      const weekday = weekdayIndex(match[4]);
      if (weekday < 0) return null;
      date.setUTCDate(date.getUTCDate() + daysToNext(date, weekday));
    }
    date.setUTCDate(date.getUTCDate() + count * (/^week/i.test(match[2]) ? 7 : 1));
    return onDay(context, date);
  },
};

export const comingWeekday: Parser = {
  // "this coming monday": the next Monday.
  pattern: () => new RegExp(String.raw`\b(?:this\s+)?coming\s+${WEEKDAY}\b`, 'i'),
  extract: (context, match) => {
    const weekday = weekdayIndex(match[1]);
    if (weekday < 0) return null;
    const date = today(context);
    date.setUTCDate(date.getUTCDate() + daysToNext(date, weekday));
    return onDay(context, date);
  },
};

export const edgeOfPeriod: Parser = {
  // "the end of the week" is its Friday, "the beginning of next month" its 1st.
  pattern: () => /\b(?:the\s+)?(beginning|start|end|close)\s+of\s+(?:the\s+)?(this|next)?\s*(week|month)\b/i,
  extract: (context, match) => {
    const start = /^(?:beginning|start)$/i.test(match[1]);
    const next = (match[2] ?? '').toLowerCase() === 'next';
    const date = today(context);
    if (match[3].toLowerCase() === 'week') {
      const monday = new Date(date);
      monday.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7) + (next ? 7 : 0));
      const target = new Date(monday);
      target.setUTCDate(monday.getUTCDate() + (start ? 0 : 4));
      return onDay(context, target < date ? date : target);
    }
    const month = date.getUTCMonth() + (next ? 1 : 0);
    const target = start ? new Date(Date.UTC(date.getUTCFullYear(), month, 1)) : new Date(Date.UTC(date.getUTCFullYear(), month + 1, 0));
    return onDay(context, target < date ? date : target);
  },
};

export const edgeOfNamedMonth: Parser = {
  // "beginning of december" is its 1st, "mid-january" its 15th, "end of march" and "late march" its last day.
  pattern: () =>
    new RegExp(String.raw`\b(?:the\s+)?(beginning|start|early|mid|middle|end|late)(?:\s*-\s*|\s+)(?:of\s+)?${MONTH}(?![\p{L}])`, 'iu'),
  extract: (context, match) => {
    const month = MONTHS.indexOf(match[2].toLowerCase());
    if (month < 0) return null;
    const date = today(context);
    const year = date.getUTCFullYear() + (month < date.getUTCMonth() ? 1 : 0);
    const edge = match[1].toLowerCase();
    const day = /^(?:beginning|start|early)$/.test(edge)
      ? 1
      : /^(?:mid|middle)$/.test(edge)
        ? 15
        : new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const target = new Date(Date.UTC(year, month, day));
    return onDay(context, target < date ? date : target);
  },
};

export const weekdayAfterNext: Parser = {
  // "friday after next", "wednesday after next": that weekday in the week after the coming one.
  pattern: () => new RegExp(String.raw`\b${WEEKDAY}\s+after\s+next\b`, 'i'),
  extract: (context, match) => {
    const weekday = weekdayIndex(match[1]);
    if (weekday < 0) return null;
    const date = today(context);
    date.setUTCDate(date.getUTCDate() + daysToNext(date, weekday) + 7);
    return onDay(context, date);
  },
};

export const dayAfterTomorrow: Parser = {
  pattern: () => /\b(?:the\s+)?day\s+after\s+(?:tomorrow|tmrw|tmr|tomoz)\b/i,
  extract: (context) => {
    const date = today(context);
    date.setUTCDate(date.getUTCDate() + 2);
    return onDay(context, date);
  },
};

export const dayOfRelativeMonth: Parser = {
  // "the 20th of next month", "20 of this month", "the 3rd day of the coming month".
  pattern: () => /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+)?of\s+(?:the\s+)?(this|current|next|coming|following)\s+month\b/i,
  extract: (context, match) => {
    const day = Number(match[1]);
    const start = today(context);
    const ahead = /^(?:this|current)$/i.test(match[2]) ? 0 : 1;
    const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + ahead, day));
    if (!(day >= 1) || date.getUTCDate() !== day) return null;
    return onDay(context, date);
  },
};

export const lastDayOfMonth: Parser = {
  // "the last day of october", "last day in feb 2027".
  pattern: () => new RegExp(String.raw`\b(?:the\s+)?last\s+day\s+(?:of|in)\s+${MONTH}(?:,?\s+(\d{4}))?`, 'i'),
  extract: (context, match) => {
    const month = MONTHS.indexOf(match[1].toLowerCase());
    if (month < 0) return null;
    const start = today(context);
    const years = match[2] ? [Number(match[2])] : [start.getUTCFullYear(), start.getUTCFullYear() + 1];
    for (const year of years) {
      const date = new Date(Date.UTC(year, month + 1, 0));
      if (date >= start) return onDay(context, date);
    }
    return null;
  },
};
