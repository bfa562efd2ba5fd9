import { shapeOf, tag } from './message-tagger';
import type { Recurrence } from './intent';
import { isTaskVerb, MONTH_NAME } from './message-words';
import { readsAsAction } from './task-title';

/** "payroll runs on fridays", "the bins go out": a thing and what it does, in the present. */
const THING_DOES = shapeOf('^(#Determiner|#Possessive)? #Noun+ (#PresentTense && !#Infinitive)');

/**
 * "every monday 9am send invoices", "pay rent on the 1st of every month": how a task repeats, and
 * the text with the repeating words taken out so that what is left names the first occurrence
 * ("monday 9am", "on the 1st") the way any other task's time is read.
 */
export interface Repeating {
  repeat: Recurrence;
  /** The text without the words that said it repeats; a part of the day they named stays as a time. */
  text: string;
}

const WEEKDAY = '(?:mon|tues|tue|wednes|wed|thurs|thur|thu|fri|satur|sat|sun)(?:day)?s?';
const NUMBER_WORDS: Record<string, number> = { other: 2, two: 2, three: 3, four: 4, second: 2, '2nd': 2, third: 3, '3rd': 3 };

const EVERY_UNIT = new RegExp(
  String.raw`\b(?:every|each)\s+(?:(other|second|2nd|third|3rd|\d{1,2}|two|three|four)\s+)?(day|weekday|week ?day|week ?night|week|fortnight|month|quarter|year|morning|evening|night|${WEEKDAY})s?\b`,
  'i',
);
const MONTH_END = /\s*\b(?:on\s+|at\s+)?the\s+(?:last\s+day|end)\s+of\s+(?:every|each)\s+month\b/i;
const OF_EVERY_MONTH = /\s*\b(?:of\s+)?(?:every|each|the)\s+month\b/i;
const ADVERB = /(?:^|\s)(daily|weekly|bi-?weekly|fortnightly|monthly|quarterly|yearly|annually)\s*(?::|-|,)?\s*/i;
/** A weekday after a repeating word names the first one: "weekly on wednesdays", "biweekly fridays". */
const WEEKDAYS_AFTER = new RegExp(String.raw`^\s*(?:on\s+)?${WEEKDAY}\b`, 'i');
const PLURAL_WEEKDAY = /\b(mon|tues|wednes|thurs|fri|satur|sun)days\b/gi;
/** "the first of each month": the day of the month in words, read as the date it names. */
const ORDINAL_DAYS: Record<string, string> = { first: '1st', second: '2nd', third: '3rd', fourth: '4th', fifth: '5th', last: 'last' };
const DAY_OF_EVERY_MONTH = /\b(?:on\s+)?(?:the\s+)?(first|second|third|fourth|fifth)\s+(?:day\s+)?(?=of\s+(?:every|each|the)\s+month\b)/i;
/** Words that only say the ask repeats ("repeat every …", "recurring: …"), or lead to its first date ("next one 7th of feb"). */
const REPEAT_WORD = /^\s*(?:repeat(?:ing)?|recurring|recurrent)\b\s*[:,-]?\s*/i;
const FIRST_ONE = /\s*[,;-]?\s*\b(?:the\s+)?(?:next|first)\s+one(?:'s|\s+is|\s+on|\s+due)?(?=\s+\S)/i;

/** The text of a repeating ask made ready for its first date to be read and its title kept. */
function tidied(text: string): string {
  return text.replace(REPEAT_WORD, '').replace(FIRST_ONE, ' ').replace(PLURAL_WEEKDAY, '$1day').replace(/\s+/g, ' ').trim();
}
/** The part of the day a repeating morning or evening starts at. */
const PART_TIME: Record<string, string> = { morning: 'at 9am', evening: 'at 7pm', night: 'at 8pm' };

/** A clock time said with the repeat: "every evening at 7" is 7 in the evening, not another time beside it. */
const CLOCK = /\b((?:at|@)\s*(?:(?:half|quarter past|quarter to)\s+)?\d{1,2}(?:[:.]\d{2})?)(\s*(?:am|pm|a\.m\.|p\.m\.))?(?![\d:.])/i;

/** An hour said last, after the job: "… at 2", "… at noon", "… at 4:30pm". */
const LATE_HOUR = /\s(?:at|@)\s*(?:\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?|noon|midday)\s*$/i;

function withPartOfDay(text: string, unit: string): string {
  const part = PART_TIME[unit];
  if (!part) return text;
  const clock = CLOCK.exec(text);
  if (!clock) return `${text} ${part}`;
  if (clock[2]) return text;
  const end = clock.index + clock[0].length;
  // "every morning at half 7": the British half written as a clock, so the half of the day can follow it.
  const said = clock[1].replace(/(half|quarter past|quarter to)\s+(\d{1,2})$/i, (_, words: string, hour: string) =>
    /half/i.test(words) ? `${hour}:30` : /past/i.test(words) ? `${hour}:15` : `${(Number(hour) + 11) % 12 || 12}:45`,
  );
  return `${text.slice(0, clock.index)}${said}${unit === 'morning' ? 'am' : 'pm'}${text.slice(end)}`;
}

function interval(word: string | undefined): number {
  if (!word) return 1;
  return NUMBER_WORDS[word.toLowerCase()] ?? (Number(word) || 1);
}

/**
 * "Every year on the 1st of December, order the hampers", "Every other Friday, please, a reminder to
 * send the invoices", "Quarterly, from 1 January, please remind me to …": the repeat said first and set
 * off by a comma, read after the job as it is when said last.
 */
const REPEAT_FIRST =
  /^((?:every|each)\s[^,]{1,40}?|daily|weekly|fortnightly|monthly|quarterly|yearly|annually)(?:,\s*(?:from|starting)\s([^,]{1,25}?))?,\s*(?:please,?\s*)?(?=\S)(.+)$/i;

export function repeatSaidLast(said: string): string {
  const first = REPEAT_FIRST.exec(said.trim());
  // "every 3 weeks on a friday deep clean the fryers, next one is on the 27th": the job is in the lead.
  if (!first || first[1].split(/\s+/).some(isTaskVerb) || /^(?:the )?next\b/i.test(first[3])) return said;
  return `${first[3].replace(/,?\s*(?:please|pls|thank you|thanks)?[.!]*$/i, '')} ${first[1].toLowerCase()}${first[2] ? ` starting ${first[2]}` : ''}`;
}

export function repeatingIn(said: string): Repeating | null {
  const found = readRepeat(
    withStartOverDay(
      said
        .replace(DAY_OF_EVERY_MONTH, (_words, day: string) => `on the ${ORDINAL_DAYS[day.toLowerCase()]} `)
        // "every alternate monday": every other one, in Indian English.
        .replace(/\b(every|each) alternate\b/gi, '$1 other')
        // "pay the rent 1st of every month", "pay the kitchen every 15th": a day of each month.
        .replace(/(?<!\bon )(?<!\bthe )\b(\d{1,2}(?:st|nd|rd|th))(?: of)? (every|each) month\b/gi, 'on the $1 of $2 month')
        .replace(/\b(?:every|each) (\d{1,2}(?:st|nd|rd|th))(?=\s*(?:$|[,.!;]|at\b|@))/gi, 'on the $1 of every month')
        // "remind me daily 8:30 to …": a daily said before its hour.
        .replace(
          new RegExp(
            String.raw`\b(daily|weekly|monthly|every (?:day|morning|night|evening|week ?day|week ?night|${WEEKDAY})) (\d{1,2}[:.]\d{2}(?:\s?(?:am|pm))?|\d{1,2} ?(?:am|pm))(?![\w:.])`,
            'gi',
          ),
          '$1 at $2',
        )
        // "every other tuesday tutor Aarav 5pm": an hour said bare at the end is the hour it repeats at.
        .replace(
          /(?<!\b(?:at|@|by|from|until|till|to|morning|afternoon|evening|night)\s)(?<![\d:.])\b(\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm))\s*$/i,
          'at $1',
        )
        // "once a month on the 28th": once in each stretch is every one of them.
        .replace(/\bonce (?:a|an|every|each|per) (day|week|fortnight|month|quarter|year)\b/gi, 'every $1')
        // "weekdays at 7:30 check the inbox": the weekdays said before a time or the job are each of them.
        .replace(/(?<!\b(?:every|each|on|the|all)\s)\bweek(day|night)s\b(?=\s+(?:at|@|by|from|to)\b|\s+\d)/gi, 'every week$1')
        // "groom Milo every 6 weeks, next one is on the 20th": the next one said is the first.
        .replace(/[,;]?\s+(?:the )?next (?:one|time|one'?s)(?:'s| is| will be)?(?: on)?\s+(?=\S)/gi, ' starting '),
    ),
  );
  return found && { ...found, text: tidied(found.text) };
}

/** "every 3 weeks on a friday …, starting the 11th": the date said is the first; its weekday adds nothing. */
function withStartOverDay(said: string): string {
  if (!/\bstarting (?:on )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day )?(?:the )?\d/i.test(said)) return said;
  return said.replace(/\bon (?:a |an )?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\s+/i, '');
}

/** "every 5th of january", "each march 1st": a date of the year, kept as the first occurrence. */
const EVERY_DATE = new RegExp(
  String.raw`\b(?:every|each)\s+(?=(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_NAME}\b|${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?\b)`,
  'i',
);

/** "first monday of every month": the weekday of each month, its first one read as that weekday of the month to come. */
const NTH_WEEKDAY_MONTHLY = new RegExp(
  String.raw`\b((?:first|1st|second|2nd|third|3rd|fourth|4th|last)\s+${WEEKDAY})\s+of\s+(?:every|each)\s+month\b`,
  'i',
);

function readRepeat(text: string): Repeating | null {
  const nth = NTH_WEEKDAY_MONTHLY.exec(text);
  if (nth) return { repeat: { every: 'month', interval: 1 }, text: text.replace(nth[0], `${nth[1].replace(/s$/i, '')} of the month`) };
  const yearly = EVERY_DATE.exec(text);
  if (yearly)
    return {
      repeat: { every: 'year', interval: 1 },
      text: `${text.slice(0, yearly.index)}on ${text.slice(yearly.index + yearly[0].length)}`,
    };
  // "on the last day of every month": the month's end, read as the date it is this month.
  if (MONTH_END.test(text))
    return { repeat: { every: 'month', interval: 1 }, text: text.replace(MONTH_END, ' on the last day of the month') };
  const ofMonth = /\bon\s+the\s+\d{1,2}(?:st|nd|rd|th)\b/i.test(text) || /\bthe\s+\d{1,2}(?:st|nd|rd|th)\b/i.test(text);
  if (ofMonth && OF_EVERY_MONTH.test(text) && /\b(?:every|each)\b/i.test(text))
    return { repeat: { every: 'month', interval: 1 }, text: text.replace(OF_EVERY_MONTH, ' ') };
  const every = EVERY_UNIT.exec(text);
  if (every) {
    const unit = every[2].toLowerCase().replace(/\s+/g, '');
    const count = interval(every[1]);
    const before = text.slice(0, every.index);
    const after = text.slice(every.index + every[0].length);
    let repeat: Recurrence;
    let left: string;
    if (unit === 'day' || unit === 'morning' || unit === 'evening' || unit === 'night') {
      repeat = { every: 'day', interval: count };
      left = withPartOfDay(`${before} ${after}`, unit);
    } else if (unit === 'weekday' || unit === 'weeknight') {
      repeat = { every: 'weekday', interval: 1 };
      // "every weeknight at 9": each working day, in its evening.
      left = unit === 'weeknight' ? withPartOfDay(`${before} ${after}`, 'evening') : `${before} ${after}`;
    } else if (unit === 'week' || unit === 'fortnight') {
      repeat = { every: 'week', interval: unit === 'fortnight' ? 2 : count };
      left = `${before} ${after}`;
    } else if (unit === 'month' || unit === 'year') {
      repeat = { every: unit, interval: count };
      left = `${before} ${after}`;
    } else if (unit === 'quarter') {
      repeat = { every: 'month', interval: 3 * count };
      left = `${before} ${after}`;
    } else {
      // A weekday: the first one to come is the first occurrence. Its hour, said after the job
      // ("every friday invoice X at noon"), moves beside the day so both are read as one time.
      repeat = { every: 'week', interval: count };
      const hour = LATE_HOUR.exec(after);
      const rest = hour ? `${after.slice(0, hour.index)} ${after.slice(hour.index + hour[0].length)}` : after;
      left = `${before} ${every[2].replace(/s$/i, '')}${hour ? ` ${hour[0].trim()}` : ''} ${rest}`;
    }
    return { repeat, text: left.replace(/\s+/g, ' ').trim() };
  }
  const adverb = ADVERB.exec(text);
  // "weekly review" names a task; "weekly: …" or a message opening "daily at 7am …" says it repeats.
  if (
    adverb &&
    // "remind me daily at 9 to …": said straight after the asking, it says the ask repeats.
    (adverb.index === 0 ||
      /[:\-,]\s*$/.test(adverb[0]) ||
      /\bremind me\s*$/i.test(text.slice(0, adverb.index)) ||
      // "water the plants daily": said last, after the job.
      (/^[\s.!]*$/.test(text.slice(adverb.index + adverb[0].length)) && readsAsAction(text.slice(0, adverb.index).trim())) ||
      // "sterilise the needles daily at 10am": said after the job, before its time.
      readsAsAction(text.slice(0, adverb.index).trim())) &&
    (/[:\-,]/.test(adverb[0]) ||
      /^[\s.!]*$/.test(text.slice(adverb.index + adverb[0].length)) ||
      /^\s*(?:at|on)\b/i.test(text.slice(adverb.index + adverb[0].length)) ||
      WEEKDAYS_AFTER.test(text.slice(adverb.index + adverb[0].length)))
  ) {
    const word = adverb[1].toLowerCase();
    const every: Recurrence['every'] =
      word === 'daily'
        ? 'day'
        : word === 'weekly' || word === 'fortnightly' || /^bi-?weekly$/.test(word)
          ? 'week'
          : word === 'monthly' || word === 'quarterly'
            ? 'month'
            : 'year';
    const left = `${text.slice(0, adverb.index)} ${text.slice(adverb.index + adverb[0].length)}`;
    return {
      repeat: { every, interval: word === 'fortnightly' || /^bi-?weekly$/.test(word) ? 2 : word === 'quarterly' ? 3 : 1 },
      text: left.replace(/\s+/g, ' ').trim(),
    };
  }
  return null;
}

/**
 * "payroll runs every other friday", "the cleaner comes every tuesday": how something already
 * happens, said of it, not a job asked for. A word after the first that is a verb said of a third
 * party ("runs", "comes", "is") makes the words a statement; a job opens with its verb instead.
 */
const DETERMINER = /^(?:the|a|an|my|our|your|their|his|her|its|some|these|those|this|that|all|both|to|for|of|with)$/;

/** How the object of a verb opens: "calls the supplier", "pays him", "does our books". */
const OBJECT_OPENS = /^(?:the|a|an|my|his|her|their|our|your|its|it|them|him|me|us|up|out|in|off|round|over|everyone|everything)$/;

export function statesARoutine(title: string): boolean {
  const words = title.toLowerCase().split(/\s+/);
  if (words.length < 2 || isTaskVerb(words[0]) || readsAsAction(title)) return false;
  // "standup notes", "thank-you calls to donors": a verb's "-s" form with no object after it is a thing, plural.
  const plural = words.findIndex((word) => /[^s]s$/.test(word) && isTaskVerb(word.slice(0, -1)));
  if (
    plural > 0 &&
    /^(?:to|for|with|on|at|in|of|about|from)?$/.test(words[plural + 1] ?? '') &&
    !words.some((word) => /^(?:is|are|was|were|happens|runs|goes|comes)$/.test(word))
  )
    return false;
  // "the books", "my runs": a word after a determiner is a noun, whatever else it could be.
  const saidOf = (word: string, index: number) =>
    index > 0 &&
    !DETERMINER.test(words[index - 1]) &&
    (/^(?:is|are|was|were|happens|runs|goes|comes)$/.test(word) ||
      // "Dave calls the supplier": a verb with its object after it; "thank-you calls to donors", "standup notes" are things.
      (/[^s]s$/.test(word) && isTaskVerb(word.slice(0, -1)) && OBJECT_OPENS.test(words[index + 1] ?? '')));
  if (words.some(saidOf)) return true;
  // "team check-in with the engineers": a hyphened word is one noun, not a noun and a verb.
  return tag(title.replace(/(\p{L})-(\p{L})/gu, '$1$2')).has(THING_DOES);
}
