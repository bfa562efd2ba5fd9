/**
 * Much of the world writes the clock as "15h", "9h30" or "9 uhr": the hour, then a letter for it.
 * Where such an hour plainly names a time of day it is written as "15:00", the form every reader
 * after this one knows. A span stays a span: "snooze 2h", "push it back 8h", "in about 8h", "a
 * 12h shift", "tomorrow 2h admin block", "48h".
 */

/** Words right before an hour that make it a time of day, whatever the hour: "at 9h", "until 18h", "14h-16h". */
const CLOCK_LEAD = /(?:\b(?:at|@|until|till|til|from|before)|\d(?:h|:\d{2})\s*[-–]|\bto)\s*$/i;
/** Days and parts of the day before an hour: a time of day when the hour is one people work at ("tomorrow 9h", "friday 17h"). */
const DAY_LEAD =
  /\b(?:today|tonight|tomorrow|tmrw|tmr|morning|afternoon|evening|night|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun|\d{1,2}[./]\d{1,2})\s*$/i;
/** Words before an hour that count it: "in 3h", "snooze 2h", "push it back 8h", "in about 8h", "delay by 2h". */
const SPAN_LEAD =
  /\b(?:in|for|within|snooze|another|give me|every|than|over|under|last|next|only|just|extra|sleep|slept|work|worked|drove|driving|took|takes|spent|spend|waited|wait|been|back|by|about|like|around|approx|roughly|almost|nearly|block|blocked|out)\s*$/i;
/** Words after an hour that count it: "12h shift", "2h admin block", "2h later", "8h a day". */
const SPAN_TAIL =
  /^\s*(?:shifts?|days?|drive|driving|flights?|straight|non-?stop|sleep|of|a\b|per|each|ago|later|left|more|from now|total|overtime|work|worked|a day|long|admin|block|blocks|session|sessions|slot|stint|job|jobs|to\s+\p{L})/iu;

const HOUR_H = /(?<![\p{L}\p{N}.:])([01]?\d|2[0-3])\s?(?:h|uhr)(?:([0-5]\d))?(?![\p{L}\p{N}])/giu;

/**
 * "10 a.m.", "6 P.M": the dotted half of the day, as dictation writes it. Its last dot is no full stop
 * unless a sentence starts after it, so "Sunday at 10 a.m. remind me to …" stays one sentence.
 */
const DOTTED_HALF = /(?<=\d\s?)([ap])\.\s?m\b(\.?)(?=(\s*\S)?)/gi;

function withPlainHalves(text: string): string {
  if (!/\d\s?[ap]\.\s?m\b/i.test(text)) return text;
  return text.replace(DOTTED_HALF, (_whole: string, half: string, dot: string, next: string | undefined) => {
    const sentenceEnds = next === undefined || /\p{Lu}/u.test(next);
    return `${half.toLowerCase()}m${dot && sentenceEnds ? '.' : ''}`;
  });
}

/**
 * "at 9 in the morning", "at 7 in the evening", "11/16 9 morning": the half of the day said in words,
 * written as "9am", "7pm". Without "at", the hour needs a day said just before it.
 */
const HALF_IN_WORDS =
  /\b(at|@|\d{1,2}\/\d{1,2}|tomorrow|tmrw|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(1[0-2]|[1-9])((?::[0-5]\d)?)\s+(?:(?:in the )?(morning|mornin)|(?:in the )?(?:afternoon|evening)|at night)\b/gi;

function withHalvesInWords(text: string): string {
  return text.replace(HALF_IN_WORDS, (_whole: string, at: string, hour: string, minutes: string, morning: string | undefined) => {
    // "at 12 in the morning" is midnight, which only the clock words read rightly.
    if (hour === '12') return _whole;
    return `${/^(?:at|@)$/i.test(at) ? at : `${at} at`} ${hour}${minutes}${morning ? 'am' : 'pm'}`;
  });
}

/**
 * "make it 2p", "fri 11a", "at 9:30a": the half of the day in one letter typed onto the hour, as fast typing
 * writes it ("make it 2 a day" counts).
 */
const HALF_LETTER = /(?<![\p{L}\p{N}.:£$€])(1[0-2]|[1-9])((?::[0-5]\d)?)([ap])(?![\p{L}\p{N}'’]|\.\s?m)/giu;
/** Words before such an hour that make it a time: "2p" alone may be pence. */
const HALF_LETTER_LEAD =
  /(?:\b(?:at|@|until|till|til|from|before|to|by|make it|or|-)|\b(?:today|tonight|tomorrow|tmrw|tmr|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun))\s*$/i;

function withHalfLetters(text: string): string {
  if (!/\d[ap](?![\p{L}\p{N}])/iu.test(text)) return text;
  return text.replace(HALF_LETTER, (whole: string, hour: string, minutes: string, half: string, offset: number) =>
    HALF_LETTER_LEAD.test(text.slice(0, offset)) ? `${hour}${minutes}${half.toLowerCase()}m` : whole,
  );
}

export function withHourClocks(text: string): string {
  const clocked = withFourDigitClocks(withPlainHalves(withHalvesInWords(withHalfLetters(text))));
  if (!/\d\s?(?:h|uhr)/i.test(clocked)) return clocked;
  return clocked.replace(HOUR_H, (whole: string, hour: string, minutes: string | undefined, offset: number) => {
    const before = clocked.slice(0, offset);
    const after = clocked.slice(offset + whole.length);
    const hours = Number(hour);
    if (SPAN_LEAD.test(before) || SPAN_TAIL.test(after)) return whole;
    if (minutes !== undefined) return `${hours}:${minutes}`;
    // "snooze it 8h", "remind me again 10h": after a word that points at the task, a working day's hours are counted.
    if (/\b(?:it|this|that|again)\s*$/i.test(before) && hours < 13) return whole;
    const clock = CLOCK_LEAD.test(before) || (DAY_LEAD.test(before) && hours >= 7) || hours >= 13;
    return clock ? `${hours}:00` : whole;
  });
}

/**
 * "1930 sunday", "monday 0800", "at 1930", "free 1930 to 2100": the twenty-four hour clock written
 * without its colon, as rotas and the forces write it. Four figures are an hour only where a time
 * would stand (after "at", a day or a date; before "hrs" or another such hour), and never beside
 * other groups of figures (a phone number), after a word of money or reference ("invoice Acme 1800
 * friday", "PO 1530"), or as a year ("accounts 2023 monday").
 */
const FOUR_FIGURES =
  /(?<![\p{L}\p{N}.:,£$€#/-])(?<!\d[\s()]{1,2})([01]\d|2[0-3])([0-5]\d)(?![\p{L}\p{N}.:,/%])(?!-\d{1,2}-)(?![\s()-]{1,2}\d{3})/gu;
const FOUR_LEAD =
  /(?:\b(?:at|@|until|till|til|from|before|after|by|around|move it to|push it to|moved to|pushed to)|\b(?:today|tonight|tomorrow|tmrw|tmr|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun|morning|evening|afternoon|\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*)|\d{4}\s*(?:to|-|–|till|until))\s*$/i;
const FOUR_TAIL =
  /^\s*(?:hrs\b|hours\b|h\b|(?:on )?(?:today|tonight|tomorrow|tmrw|tmr|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun)\b|(?:to|-|–|till|until)\s*(?:[01]\d|2[0-3])[0-5]\d\b)/i;
/** What counts or costs: four figures after these are an amount, an order or a year, never an hour. */
const NOT_AN_HOUR_LEAD =
  /(?:\b(?:in|since|of|no|number|order|invoice|ref|room|unit|flat|pin|code|ep|episode|page|year|class of|circa|est|model|route|bus|flight|po|inv|postcode|zip|the|job|ticket|case|claim|parcel|policy|reg|plot|suite|batch|lot|item|sku|id|part|version|ext|extension|gate|platform|seat|table|bay|box|locker|store|branch|site|apt|account|from)|[£$€#])\s*$/i;
/** What four figures count when a noun follows them: "1500 flyers", "1200 Main St", "1100 sqft". */
const COUNTED =
  /^\s+(?:\p{Lu}[\p{L}'-]*\s+(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|way|pl|place|ct|court|pkwy|parkway|hwy|highway)\b|(?!(?:hrs|hours|mins|minutes|tomorrow|today|tonight|this|next|on|to|till|until)\b)[\p{L}]+s\b|(?:sqft|sq|ft|m2|km|mi|kg|pcs|x)\b)/iu;
/** Words of money, orders and things with numbers in their names: figures in the same clause are not an hour. */
const MONEY_OR_REFERENCE =
  /\b(?:pay|paid|invoice|invoiced|quote|quoted|send|sent|transfer|bill|billed|deposit|offer|owe|owes|charge|charged|price|budget|rent|cost|costs|refund|po|inv|ref|order|postcode|zip|accounts|call|ring|phone|text|dial|tel|number|account)\b/i;
/** An hour said with "at" and its kin is an hour whatever the clause is about. */
const STRONG_LEAD = /\b(?:at|@|until|till|til|from|before|after|by|around|move it to|push it to)\s*$/i;

function withFourDigitClocks(text: string): string {
  if (!/\d{4}/.test(text)) return text;
  return text.replace(FOUR_FIGURES, (whole: string, hour: string, minutes: string, offset: number) => {
    const before = text.slice(0, offset);
    const after = text.slice(offset + whole.length);
    if (NOT_AN_HOUR_LEAD.test(before) || COUNTED.test(after)) return whole;
    const clause = before.split(/[,;.!?]/).pop() ?? '';
    const strong = STRONG_LEAD.test(before);
    // "review accounts 2023 monday": a year, unless "at" says it is the hour.
    if (/^20[0-3]/.test(whole) && !strong) return whole;
    if (!strong && MONEY_OR_REFERENCE.test(clause)) return whole;
    const clock = FOUR_LEAD.test(before) || FOUR_TAIL.test(after);
    // The nought is kept: "07:30" is the morning, where a bare "7:30" may be read as the evening.
    return clock ? `${hour}:${minutes}` : whole;
  });
}
