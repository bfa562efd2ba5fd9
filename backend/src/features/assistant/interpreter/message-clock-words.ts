import * as chrono from 'chrono-node';

/**
 * The ways people write times that chrono-node does not read on its own, added to it as parsers of
 * its own kind, so that its refiners merge them with the dates next to them ("first thing
 * tomorrow", "tomorrow at twenty past 8") like any time it reads itself.
 */
type Parser = chrono.Chrono['parsers'][number];
type Context = Parameters<Parser['extract']>[0];

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

const HOUR = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY = String.raw`(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?`;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1 };

function weekdayIndex(word: string): number {
  return WEEKDAYS.findIndex((day) => day.startsWith(word.toLowerCase().slice(0, 3)));
}

/** The reference day on the person's clock, as chrono was given it. */
function today(context: Context): Date {
  const components = context.createParsingComponents();
  return new Date(Date.UTC(components.get('year') ?? 0, (components.get('month') ?? 1) - 1, components.get('day') ?? 1));
}

function onDay(context: Context, date: Date, time: { hour?: number; minute?: number } = {}) {
  const components = context.createParsingComponents({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
  if (time.hour !== undefined) components.assign('hour', time.hour).assign('minute', time.minute ?? 0);
  else components.imply('hour', 12).imply('minute', 0);
  return components;
}

/** An hour a clock phrase counts from: "3", "three", "3pm", "noon", "midnight". */
const CLOCK_HOUR = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday|midnight)(?:\s*(a\.?\s?m\.?|p\.?\s?m\.?)(?![\p{L}]))?(?![\p{L}\d])`;

/** The hour of a clock phrase on the 24-hour clock, with whether am or pm was said. */
function clockHour(word: string, half: string | undefined): { hour: number; meridiem?: 0 | 1 } | null {
  const lower = word.toLowerCase();
  if (lower === 'noon' || lower === 'midday') return { hour: 12, meridiem: 1 };
  if (lower === 'midnight') return { hour: 0, meridiem: 0 };
  const hour = smallNumber(lower);
  if (!(hour >= 1 && hour <= 12)) return null;
  const meridiem = half ? (half.toLowerCase().startsWith('p') ? 1 : 0) : undefined;
  if (meridiem === 1) return { hour: hour === 12 ? 12 : hour + 12, meridiem };
  if (meridiem === 0) return { hour: hour === 12 ? 0 : hour, meridiem };
  return { hour };
}

const clockPast: Parser = {
  // "quarter to 6", "twenty past 8", "half past 2", "10 to 5", "a quarter past 3pm", "15 to noon".
  pattern: () =>
    new RegExp(
      String.raw`\b(?:a\s+)?(half|quarter|twenty[\s-]?five|twenty|ten|five|\d{1,2}(?:\s*min(?:ute)?s?)?)\s+(past|after|to|till|before)\s+${CLOCK_HOUR}`,
      'iu',
    ),
  extract: (_context, match) => {
    const base = clockHour(match[3], match[4]);
    const word = match[1].toLowerCase().replace(/[\s-]+/g, ' ');
    const minutes =
      word === 'half'
        ? 30
        : word === 'quarter'
          ? 15
          : word === 'twenty five'
            ? 25
            : word === 'twenty'
              ? 20
              : word === 'ten'
                ? 10
                : word === 'five'
                  ? 5
                  : parseInt(word, 10);
    if (!base || !(minutes > 0 && minutes < 60)) return null;
    const after = /past|after/i.test(match[2]);
    const total = (base.hour * 60 + (after ? minutes : -minutes) + 24 * 60) % (24 * 60);
    const hour = Math.floor(total / 60);
    const minute = total % 60;
    // "to 1" is 12:55 on the 12-hour clock; with am or pm said (or noon), the hour is certain.
    if (base.meridiem === undefined) return after ? { hour, minute } : { hour: hour === 0 ? 12 : hour > 12 ? hour - 12 : hour, minute };
    return { hour, minute, meridiem: hour >= 12 ? 1 : 0 };
  },
};

const britishHalf: Parser = {
  // "half 4" is half past four in Britain; "half an hour" and "half day" are not times.
  pattern: () => new RegExp(String.raw`\bhalf\s+${HOUR}\b(?!\s*(?:hours?|hrs?|days?|weeks?|months?|%|th|st|nd|rd))`, 'i'),
  extract: (_context, match) => {
    const hour = smallNumber(match[1]);
    return hour >= 1 && hour <= 12 ? { hour, minute: 30 } : null;
  },
};

const namedTimes: Parser = {
  pattern: () =>
    /\b(first\s+thing(?:\s+in\s+the\s+morning)?|e\.?o\.?d\.?|end\s+of\s+(?:the\s+)?(?:work(?:ing)?\s+)?day|close\s+of\s+(?:play|business)|c\.?o\.?b\.?|after\s+lunch|lunch\s?time|(?:at|over)\s+lunch)(?![\p{L}])/iu,
  extract: (_context, match) => {
    const phrase = match[1].toLowerCase();
    if (phrase.startsWith('first')) return { hour: 9, minute: 0 };
    if (phrase.startsWith('after')) return { hour: 14, minute: 0 };
    if (/lunch/.test(phrase)) return { hour: 12, minute: 30 };
    return { hour: 17, minute: 0 };
  },
};

const fortnights: Parser = {
  pattern: () => /\b(?:in\s+)?(a|one|two|three|\d)\s+fortnights?\b/i,
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

const fromNow: Parser = {
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

const holidays: Parser = {
  pattern: () =>
    /\b(black\s+friday|thanksgiving(?:\s+day)?|christmas\s+eve|(?:christmas|xmas)(?:\s+day)?|boxing\s+day|new\s+year'?s\s+eve|new\s+year'?s(?:\s+day)?|valentine'?s(?:\s+day)?|hallowe'?en)\b(?:,?\s+(\d{4})(?!\d))?/i,
  extract: (context, match) => {
    const phrase = match[1].replace(/\s+/g, ' ');
    const year = match[2] ? Number(match[2]) : null;
    if (/^thanksgiving/i.test(phrase)) return thanksgiving(context, year);
    if (/^black/i.test(phrase)) return blackFriday(context, year);
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

/** The Friday after Thanksgiving: the year's, or the next one to come. */
function blackFriday(context: Context, year: number | null) {
  const start = today(context);
  const after = (year: number) => new Date(nthWeekday(year, 10, 4, 4).getTime() + 86_400_000);
  if (year !== null) return onDay(context, after(year));
  const thisYear = after(start.getUTCFullYear());
  return onDay(context, thisYear >= start ? thisYear : after(start.getUTCFullYear() + 1));
}

/** "the last friday of the month", "the first monday of next month": this month's, or the next one's once it is past. */
const nthWeekdayOfThisMonth: Parser = {
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

/** "between 9 and 10": the window opens at its first hour, on whatever day is named with it. */
const betweenHours: Parser = {
  pattern: () => /\bbetween\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*(?:and|-|–|to)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?=\s|$|[,.;:!?)])/i,
  extract: (_context, match) => {
    const hour = Number(match[1]);
    const minute = Number(match[2] ?? 0);
    const until = Number(match[4]);
    if (!(hour >= 0 && hour <= 23) || minute > 59 || !(until >= 0 && until <= 23)) return null;
    const meridiem = (match[3] ?? (hour <= until && hour < 12 ? match[6] : undefined))?.toLowerCase();
    if (meridiem === 'pm' && hour < 12) return { hour: hour + 12, minute, meridiem: 1 };
    if (meridiem === 'am') return { hour: hour === 12 ? 0 : hour, minute, meridiem: 0 };
    return { hour, minute };
  },
};

const nthWeekdayOfMonth: Parser = {
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

const weekdaysFromNow: Parser = {
  // "3 mondays from now": the third Monday to come.
  pattern: () => new RegExp(String.raw`\b(two|three|four|five|six|\d)\s+${WEEKDAY}s\s+(?:from\s+(?:now|today)|time)\b`, 'i'),
  extract: (context, match) => {
    const count = smallNumber(match[1]);
    const weekday = weekdayIndex(match[2]);
    if (weekday < 0 || !(count >= 1 && count <= 9)) return null;
    const date = today(context);
    date.setUTCDate(date.getUTCDate() + (((weekday - date.getUTCDay() + 6) % 7) + 1) + 7 * (count - 1));
    return onDay(context, date);
  },
};

const dayOfMonth: Parser = {
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

const monthTheDay: Parser = {
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

const hourAndAHalf: Parser = {
  // "in an hour and a half", "in 2 and a half hours": chrono stops at the first hour.
  pattern: () =>
    /\bin\s+(?:(an?|one|two|three|\d{1,2})\s+hours?\s+and\s+a\s+half|(an?|one|two|three|\d{1,2})\s+and\s+a\s+half\s+hours?)\b/i,
  extract: (context, match) => {
    const hours = smallNumber(match[1] ?? match[2]);
    if (!Number.isFinite(hours)) return null;
    return chrono.ParsingComponents.createRelativeFromReference(context.reference, { minute: hours * 60 + 30 });
  },
};

const AFTER_BARE_HOUR = String.raw`(?=\s*(?:$|[,.;:!?)]|(?:o'?clock|today|tonight|tomorrow|on|this|next|and|then|please|pls|[a-z]+day)\b))`;

const looseHour: Parser = {
  // "by 5", "around 3", "at 3ish", "at 930", "at 9:30a": an hour said loosely.
  pattern: () =>
    new RegExp(
      String.raw`\b(?:(?:by|around|about|before|after|till|until|from)\s+(\d{1,2})(?::(\d{2}))?(?:\s*ish)?|at\s+(\d{1,2})(?::(\d{2}))?\s*ish|(?:at|@|around|about|approximately|approx\.?|roughly)\s*(\d{1,2})([0-5]\d)(?:\s*ish)?|(\d{1,2}):(\d{2})\s*([ap]))${AFTER_BARE_HOUR}`,
      'i',
    ),
  extract: (_context, match) => {
    const hour = Number(match[1] ?? match[3] ?? match[5] ?? match[7]);
    const minute = Number(match[2] ?? match[4] ?? match[6] ?? match[8] ?? 0);
    if (!(hour >= 0 && hour <= 23) || !(minute >= 0 && minute <= 59)) return null;
    const half = match[9]?.toLowerCase();
    if (half === 'p' && hour < 12) return { hour: hour + 12, minute, meridiem: 1 };
    if (half === 'a') return { hour: hour === 12 ? 0 : hour, minute, meridiem: 0 };
    return { hour, minute };
  },
};

const hourWithPartOfDay: Parser = {
  // "8 in the evening", "at 7 in the morning", "10 at night".
  pattern: () => /\b(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s+(?:o'?clock\s+)?(?:in\s+the\s+(morning|afternoon|evening)|at\s+(night))\b/i,
  extract: (_context, match) => {
    let hour = Number(match[1]);
    const minute = Number(match[2] ?? 0);
    if (!(hour >= 1 && hour <= 12) || minute > 59) return null;
    const morning = (match[3] ?? '').toLowerCase() === 'morning';
    if (morning && hour === 12) hour = 0;
    if (!morning && hour < 12) hour += 12;
    return { hour, minute, meridiem: morning ? 0 : 1 };
  },
};

const weekdayWeek: Parser = {
  // British "monday week" and "a week on friday": that weekday in the week after next.
  pattern: () => new RegExp(String.raw`\b(?:${WEEKDAY}\s+week|a\s+week\s+(?:on|from)\s+${WEEKDAY})\b`, 'i'),
  extract: (context, match) => {
    const weekday = weekdayIndex(match[1] ?? match[2]);
    if (weekday < 0) return null;
    const date = today(context);
    date.setUTCDate(date.getUTCDate() + (((weekday - date.getUTCDay() + 6) % 7) + 1) + 7);
    return onDay(context, date);
  },
};

const comingWeekday: Parser = {
  // "this coming monday": the next Monday.
  pattern: () => new RegExp(String.raw`\b(?:this\s+)?coming\s+${WEEKDAY}\b`, 'i'),
  extract: (context, match) => {
    const weekday = weekdayIndex(match[1]);
    if (weekday < 0) return null;
    const date = today(context);
    date.setUTCDate(date.getUTCDate() + (((weekday - date.getUTCDay() + 6) % 7) + 1));
    return onDay(context, date);
  },
};

const edgeOfPeriod: Parser = {
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

const thisTimeTomorrow: Parser = {
  pattern: () => /\bthis\s+time\s+tomorrow\b/i,
  extract: (context) => chrono.ParsingComponents.createRelativeFromReference(context.reference, { day: 1 }),
};

const MINUTE_WORDS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};
const UNIT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const SPOKEN_MINUTES = String.raw`(?:oh|o|ou|zero)[\s-]+(?:one|two|three|four|five|six|seven|eight|nine)|(?:twenty|thirty|forty|fifty)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen`;

/** "thirty", "oh three", "fifty nine": minutes said in words. */
function spokenMinutes(words: string): number {
  const parts = words.toLowerCase().split(/[\s-]+/);
  if (['oh', 'o', 'ou', 'zero'].includes(parts[0])) return UNIT_WORDS.indexOf(parts[1]) + 1;
  return (MINUTE_WORDS[parts[0]] ?? NaN) + (parts[1] ? UNIT_WORDS.indexOf(parts[1]) + 1 : 0);
}

const MERIDIEM = String.raw`(a\.?\s?m\.?|p\.?\s?m\.?)(?![\p{L}])`;

const spokenClock: Parser = {
  // "ten thirty", "seven thirty p.m.", "at three am", "twelve oh three": a clock said in words,
  // with its minutes, am or pm, or "at" before it, so "one thing" and "call two people" stay words.
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}])(?:(at|@)\s+)?(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:[\s-]+(${SPOKEN_MINUTES}))?(?:\s*${MERIDIEM})?(?![\p{L}\d])`,
      'iu',
    ),
  extract: (_context, match) => {
    if (!match[1] && !match[3] && !match[4]) return null;
    // "at one point", "at ten people": a number word after "at" is an hour only when it ends the clause.
    if (
      !match[3] &&
      !match[4] &&
      !new RegExp(String.raw`^${AFTER_BARE_HOUR}`, 'i').test(match.input?.slice((match.index ?? 0) + match[0].length) ?? '')
    )
      return null;
    const base = clockHour(match[2], match[4]);
    const minute = match[3] ? spokenMinutes(match[3]) : 0;
    if (!base || !(minute >= 0 && minute <= 59)) return null;
    return base.meridiem === undefined ? { hour: base.hour, minute } : { hour: base.hour, minute, meridiem: base.meridiem };
  },
};

const oclockWithHalf: Parser = {
  // "3 oclock am", "3 o'clock in the afternoon", "3 in the AM", "at 3p": the half of the day said after the hour.
  pattern: () =>
    new RegExp(
      String.raw`\b(?:(?:at|@)\s*)?(\d{1,2})(?:\s*ish)?(?:\s*o'?\s?clock)?\s*(?:in\s+the\s+(am|pm|morning|afternoon|evening)\b|${MERIDIEM}|(?<=(?:at|@)\s*\d{1,2})\s*([ap])\.?(?![\p{L}\d]))`,
      'iu',
    ),
  extract: (_context, match) => {
    const half = (match[2] ?? match[3] ?? match[4] ?? '').toLowerCase();
    const morning = half === 'morning' || /^a(?:$|[.\sm])/.test(half);
    const base = clockHour(match[1], morning ? 'am' : 'pm');
    return base ? { hour: base.hour, minute: 0, meridiem: base.meridiem } : null;
  },
};

const twentyFourHourH: Parser = {
  // "15h30", "19h00", "at 15h", "8h gmt": the hour and minutes of a 24-hour clock written with an h.
  pattern: () => /(?:\b(at|@)\s*)?\b(\d{1,2})h(\d{2})?(?![\p{L}\d])/iu,
  extract: (_context, match) => {
    const hour = Number(match[2]);
    const minute = Number(match[3] ?? 0);
    // "1h" alone is a span; an hour with an h needs its minutes, "at" or an afternoon hour.
    if (!match[3] && !match[1] && hour < 13) return null;
    if (!(hour >= 0 && hour <= 23) || minute > 59) return null;
    return { hour, minute, meridiem: hour >= 12 ? 1 : 0 };
  },
};

const PART_HOURS: Record<string, [number, number]> = {
  morning: [0, 0],
  afternoon: [12, 1],
  evening: [12, 1],
  night: [12, 1],
  tonight: [12, 1],
};

function partOfDayClock(context: Context, hourWord: string, minutes: string | undefined, part: string, day: string | undefined) {
  const [shift, meridiem] = PART_HOURS[part.toLowerCase()] ?? [0, 0];
  let hour = smallNumber(hourWord);
  const minute = minutes ? (/^\d/.test(minutes) ? Number(minutes) : spokenMinutes(minutes)) : 0;
  if (!(hour >= 1 && hour <= 12) || !(minute >= 0 && minute <= 59)) return null;
  // "12 at night" is midnight; "12 in the morning" too; "12 in the afternoon" is noon.
  if (hour === 12) hour = meridiem === 1 && part.toLowerCase() === 'afternoon' ? 12 : 0;
  else hour += shift;
  if (day && /^(?:tomorrow|tmrw|tmr|tomoz)$/i.test(day)) {
    const date = today(context);
    date.setUTCDate(date.getUTCDate() + 1);
    return onDay(context, date, { hour, minute }).assign('meridiem', hour >= 12 ? 1 : 0);
  }
  return { hour, minute, meridiem: hour >= 12 ? 1 : 0 };
}

const PART = String.raw`(morning|afternoon|evening|night)`;
const CLOCK_NUMBER = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:(?::|(?=\d))(\d{2})|[\s-]+(${SPOKEN_MINUTES}))?`;

const hourThenPartOfDay: Parser = {
  // "8 this evening", "9 tomorrow evening", "eight tonight", "at 730 in the evening".
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}\d:])(?<!\b(?:past|after|to|till|before)\s+)(?:(?:at|@)\s*)?${CLOCK_NUMBER}\s+(?:o'?\s?clock\s+)?(?:(?:in\s+the|this|(tomorrow|tmrw|tmr|tomoz))\s+${PART}|(tonight)|at\s+(night))(?![\p{L}])`,
      'iu',
    ),
  extract: (context, match) => {
    const minutes = match[2] ?? match[3];
    return partOfDayClock(context, match[1], minutes, match[5] ?? match[6] ?? match[7], match[4]);
  },
};

const partOfDayThenHour: Parser = {
  // "tonight 815", "this evening at 8", "in the evening at eight", "tomorrow morning @ 7".
  pattern: () =>
    new RegExp(
      String.raw`(?<![\p{L}])(?:(tonight)|(?:in\s+the|this|(tomorrow|tmrw|tmr|tomoz))\s+${PART})\s*(?:,\s*)?(?:(?:at|@|around|about)\s*)?${CLOCK_NUMBER}(?:\s*o'?\s?clock)?(?![\p{L}\d:]|\s*(?:a\.?m|p\.?m|%|mins?\b|minutes?\b|hours?\b|hrs?\b|people\b|of\b))`,
      'iu',
    ),
  extract: (context, match) => partOfDayClock(context, match[4], match[5] ?? match[6], match[1] ?? match[3], match[2]),
};

const weekdayAfterNext: Parser = {
  // "friday after next", "wednesday after next": that weekday in the week after the coming one.
  pattern: () => new RegExp(String.raw`\b${WEEKDAY}\s+after\s+next\b`, 'i'),
  extract: (context, match) => {
    const weekday = weekdayIndex(match[1]);
    if (weekday < 0) return null;
    const date = today(context);
    date.setUTCDate(date.getUTCDate() + (((weekday - date.getUTCDay() + 6) % 7) + 1) + 7);
    return onDay(context, date);
  },
};

const dayAfterTomorrow: Parser = {
  pattern: () => /\b(?:the\s+)?day\s+after\s+(?:tomorrow|tmrw|tmr|tomoz)\b/i,
  extract: (context) => {
    const date = today(context);
    date.setUTCDate(date.getUTCDate() + 2);
    return onDay(context, date);
  },
};

const dayOfRelativeMonth: Parser = {
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

const lastDayOfMonth: Parser = {
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

/** chrono-node with the parsers above; day-first reads "4/12" as 4 December. */
function configured(base: chrono.Chrono): chrono.Chrono {
  const reader = base.clone();
  reader.parsers.push(
    clockPast,
    spokenClock,
    oclockWithHalf,
    twentyFourHourH,
    hourThenPartOfDay,
    partOfDayThenHour,
    weekdayAfterNext,
    dayAfterTomorrow,
    dayOfRelativeMonth,
    lastDayOfMonth,
    britishHalf,
    namedTimes,
    fortnights,
    fromNow,
    holidays,
    nthWeekdayOfMonth,
    nthWeekdayOfThisMonth,
    betweenHours,
    weekdaysFromNow,
    dayOfMonth,
    monthTheDay,
    hourAndAHalf,
    looseHour,
    hourWithPartOfDay,
    weekdayWeek,
    comingWeekday,
    edgeOfPeriod,
    thisTimeTomorrow,
  );
  return reader;
}

export const MONTH_FIRST = configured(chrono.en.casual);
export const DAY_FIRST = configured(chrono.en.GB);
