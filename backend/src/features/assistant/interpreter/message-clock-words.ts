import * as chrono from 'chrono-node';

import {
  type Context,
  type Parser,
  comingWeekday,
  dayAfterTomorrow,
  dayOfMonth,
  dayOfRelativeMonth,
  edgeOfNamedMonth,
  edgeOfPeriod,
  fortnights,
  fromNow,
  holidays,
  lastDayOfMonth,
  monthTheDay,
  nthWeekdayOfMonth,
  nthWeekdayOfThisMonth,
  onDay,
  smallNumber,
  today,
  weekdayAfterNext,
  weekdaysFromNow,
  spanFromDay,
  weekdayWeek,
} from './message-day-words';

/**
 * The ways people write times that chrono-node does not read on its own, added to it as parsers of
 * its own kind, so that its refiners merge them with the dates next to them ("first thing
 * tomorrow", "tomorrow at twenty past 8") like any time it reads itself. The days people name
 * are read beside them (`message-day-words.ts`).
 */

const HOUR = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

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

/** The hour a part of a part of the day is taken to start: "mid-morning" is half ten, "late afternoon" four. */
const NARROWER_PART_HOURS: Record<string, { hour: number; minute: number }> = {
  'early morning': { hour: 7, minute: 0 },
  'mid morning': { hour: 10, minute: 30 },
  'late morning': { hour: 11, minute: 0 },
  'early afternoon': { hour: 13, minute: 0 },
  'mid afternoon': { hour: 15, minute: 0 },
  'late afternoon': { hour: 16, minute: 0 },
  'early evening': { hour: 18, minute: 0 },
  'late evening': { hour: 21, minute: 0 },
};

const namedTimes: Parser = {
  pattern: () =>
    /\b(first\s+thing(?:\s+in\s+the\s+morning)?|e\.?o\.?d\.?|end\s+of\s+(?:the\s+)?(?:work(?:ing)?\s+)?day|(?:close|end)\s+of\s+(?:play|business)|mid-?\s?(?:morning|afternoon)|(?:early|late)\s+(?:morning|afternoon|evening)|c\.?o\.?b\.?|after\s+lunch|(?:before|b4)\s+lunch|after\s+(?:dinner|supper|tea)|lunch\s?time|(?:at|over)\s+lunch|(?:at\s+)?tea\s?-?time|(?:at\s+)?elevenses)(?![\p{L}])/iu,
  extract: (_context, match) => {
    const phrase = match[1].toLowerCase();
    if (phrase.startsWith('first')) return { hour: 9, minute: 0 };
    const part = /^(mid|early|late)\W*\s*(morning|afternoon|evening)$/.exec(phrase);
    if (part) return NARROWER_PART_HOURS[`${part[1]} ${part[2]}`] ?? null;
    // "elevenses" is the mid-morning break; "teatime" the late afternoon's, when older Britons say it.
    if (/elevenses/.test(phrase)) return { hour: 11, minute: 0 };
    if (/tea\s?-?time/.test(phrase)) return { hour: 16, minute: 0 };
    if (/dinner|supper|tea/.test(phrase)) return { hour: 19, minute: 0 };
    if (phrase.startsWith('after')) return { hour: 14, minute: 0 };
    if (/^(?:before|b4)/.test(phrase)) return { hour: 12, minute: 0 };
    if (/lunch/.test(phrase)) return { hour: 12, minute: 30 };
    return { hour: 17, minute: 0 };
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
const ENDS_A_CLAUSE = new RegExp(String.raw`^${AFTER_BARE_HOUR}`, 'i');

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

const thisTimeTomorrow: Parser = {
  // "this time tomorrow", "this time next week": the hour it is now, a day or a week on.
  pattern: () => /\b(?:this|same)\s+time\s+(tomorrow|next\s+week)\b/i,
  extract: (context, match) =>
    chrono.ParsingComponents.createRelativeFromReference(context.reference, { day: /week/i.test(match[1]) ? 7 : 1 }),
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
    if (!match[3] && !match[4] && !ENDS_A_CLAUSE.test(match.input?.slice((match.index ?? 0) + match[0].length) ?? '')) return null;
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

/** "midnight tonight", "tonight at midnight": the midnight that ends today, which chrono reads as noon. */
const midnightTonight: Parser = {
  pattern: () => /(?<![\p{L}])(?:(?:at\s+)?midnight\s+tonight|tonight\s+at\s+midnight)(?![\p{L}])/iu,
  extract: (context) => {
    const date = today(context);
    date.setUTCDate(date.getUTCDate() + 1);
    return onDay(context, date, { hour: 0, minute: 0 }).assign('meridiem', 0);
  },
};

/** chrono-node with the parsers above; day-first reads "4/12" as 4 December. */
/** chrono asks a parser for its pattern at every parse; each of these is built once and kept. */
function builtOnce(parser: Parser): Parser {
  let built: RegExp | undefined;
  return { ...parser, pattern: (context) => (built ??= parser.pattern(context)) };
}

function configured(base: chrono.Chrono): chrono.Chrono {
  const reader = base.clone();
  const parsers = [
    clockPast,
    spokenClock,
    oclockWithHalf,
    twentyFourHourH,
    midnightTonight,
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
    spanFromDay,
    weekdayWeek,
    comingWeekday,
    edgeOfPeriod,
    edgeOfNamedMonth,
    thisTimeTomorrow,
  ];
  reader.parsers.push(...parsers.map(builtOnce));
  return reader;
}

export const MONTH_FIRST = configured(chrono.en.casual);
export const DAY_FIRST = configured(chrono.en.GB);
