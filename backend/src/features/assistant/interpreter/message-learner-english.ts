/**
 * English learned after another language keeps some of that language's order and habits: "the
 * bank I must call", "to supplier send the invoice", "remind me call the garage", "maths lesson
 * with Misha, remind me please", "sorry is 9 not 8", "remind me on 17.30", "submit it until 30.11.",
 * "every month on 28 pay the card". Each is put in the order and form the readers after this one
 * know. A sentence already in that order is left as it was said.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Words that open a thought in another language, carrying no meaning of their own for daily. */
const FOREIGN_OPENER = /^(?:allora|basta|alors|pues|entonces|bueno|acha|achha|accha|yani|haide)[,.!]*\s+/i;
/** A verb a job opens on, for the orders that move it to the front. */
const JOB_VERB =
  '(?:call|ring|phone|email|text|send|pay|book|buy|order|take|bring|collect|pick up|check|fix|finish|submit|renew|visit|meet|clean|prepare|print|post|deliver|return|cancel|chase|write|sign|update|tell|ask)';

type Rewrite = readonly [RegExp, (...groups: string[]) => string];

const REWRITES: readonly Rewrite[] = [
  // "on 17.30", "at 22.30", "every evening 20.00": a clock written with a dot whose hour only a clock has.
  // Minutes past twelve, or none, cannot be a month: "18.00", "22.30", "07.45".
  [/(?<![\d.:/])(1[3-9]|2[0-3]|0\d)\.(00|1[3-9]|[2-5]\d)(?![\d.:/])/g, (hour, minutes) => `${hour}:${minutes}`],
  // "until 30.11." from someone who writes the date with dots is a deadline: "bis", "do", "jusqu'au".
  [/\b(?:until|till|bis) (?=(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\b)/gi, () => 'by '],
  // "until 30.11.", "on 24.12", "deadline is 27.11.": a day and month with dots, which only Europe writes, day first.
  [
    /(?<=\b(?:on|until|till|by|before|after|from|for|is|the|deadline|date|due|to)\s+)(0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])(?:\.(20\d\d)\b|\.(?!\d)|(?![\d.:/]))/gi,
    (day, month, year) => `${Number(day)} ${MONTHS[Number(month) - 1]}${year ? ` ${year}` : ''}`,
  ],
  // "every evening 20:00", "each thursday 9 in morning": how often, then the hour with no "at".
  [
    /\b((?:every|each) (?:day|night|evening|morning|afternoon|weekday|week ?day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?),? (\d{1,2}(?:[:.]\d{2})?)(?=\s|$)(?! ?(?:hours?|hrs?|mins?|minutes?|days?|weeks?|times?|x)\b)/gi,
    (often, hour) => `${often} at ${hour.replace('.', ':')}`,
  ],
  [/\b(\d{1,2}(?::\d{2})?) in (morning|afternoon|evening)\b/gi, (hour, part) => `${hour} in the ${part}`],
  // "every evening at 20:00": a twenty-four hour clock says the part of the day already.
  [/\b(every|each) (?:evening|night|afternoon)( at (?:1[3-9]|2[0-3]):[0-5]\d)\b/gi, (often, at) => `${often} day${at}`],
  // "since 1 hour", "since two days": how long ago, as many languages say it.
  [/\bsince (\d+|one|two|three|a|an) (hours?|minutes?|mins?|days?|weeks?)\b/gi, (count, unit) => `${count} ${unit} ago`],
  // "number 2 is finish", "the MOT is pass": done, in a learner's word for it.
  [/\b(is|are) (?:finish|finished|complete|pass|passed|ready now)\b/gi, (verb) => `${verb} done`],
  // "I called the accountant, you can mark done", "…, you can tick it": the tick asked for, after the news.
  [
    /,?\s*(?:you|u) can (?:mark|tick|cross)(?: it| this| that)?(?: (?:as )?(?:done|complete|completed|finished|off))?[.!]*$/i,
    () => ', done',
  ],
  // "sunday afternoon free or no?": the question's own "or not" is no second option.
  [/\b(free|busy|available|ok|okay|possible)\s+or\s+(?:no|not)\b/gi, (word) => word],
  // "you remember what I decided for online lessons?": the memory asked of daily is the decision asked for.
  [/^(?:do |did )?(?:you|u) remember (?=(?:what|why|which|when) (?:i|we)\b)/i, () => ''],
  // "the Upwork client, I said yes or no?": what was decided about it.
  [/^(the [^,]{2,40}),\s*(?:i|we) (?:said|say) yes or no\??$/i, (thing) => `what did I decide about ${thing}?`],
  // "on monday the 16. at 10": a day of the month with the German dot.
  [/\bthe (\d{1,2})\.(?=\s)/g, (day) => `the ${day}th`],
  // "remind me on 17:30", "on 9 o clock": a clock after "on" is "at".
  [/\bon (?=\d{1,2}:\d{2}\b|\d{1,2} ?o'? ?clock\b)/gi, () => 'at '],
  [/\b(\d{1,2}) ?o ?clock\b/gi, (hour) => `${hour} o'clock`],
  // "every 1 of month", "each month the 15", "every month on 28": a day of every month.
  [/\b(?:every|each) (\d{1,2})(?:st|nd|rd|th)? of (?:the |every |each )?month\b/gi, (day) => `on the ${ordinal(day)} of every month`],
  [/\b(?:every|each) month,? (?:on )?(?:the )?(\d{1,2})(?:st|nd|rd|th)?\b(?! of\b)/gi, (day) => `on the ${ordinal(day)} of every month`],
];

/** Orders of a whole message: each is tried once, and the first that fits is used. */
const ORDERS: readonly Rewrite[] = [
  // "tomorow morning the bank I must call", "the keys for Madison office I must take from Gloria today 18:00".
  [
    new RegExp(
      String.raw`^(.*?\b)?(?<!\b(?:for|at|in|on|with|from|to|about|of|by|into|at)\s)(?!the (?:morning|afternoon|evening|night|day|week|weekend|month)\b)(the (?:(?!\b(?:is|was|are|were|and|but|so|problem|issue|point|thing)\b)[\p{L}\p{N}' -]){2,60}?) (?:i|we) (?:must|have to|need to|should|will) (${JOB_VERB})\b(.*)$`,
      'iu',
    ),
    (when, thing, verb, rest) => `${when ?? ''}${verb} ${thing}${rest}`.trim(),
  ],
  // "to supplier send the invoice tomorrow 10": who it goes to, said first.
  [
    /^to ((?:the )?[\p{L}' ]{2,30}?) (send|give|email|pay|bring|deliver|return|show|forward|post) (.+)$/iu,
    (who, verb, rest) => `${verb} ${rest} to ${who}`,
  ],
  // "maths lesson with Misha tomorrow at 16:00, remind me please": the reminder asked for last.
  [
    /^(?!.*\bremind\b.*\bremind\b)(?!.*\b(?:can|could|will|would|pls|please|plz|kindly|you|u|and|to|just|don'?t|do not|dont|not|never)\s+remind me)(.{3,}?),?\s+remind me(?:\s+(?:please|pls|plz))?[.!]*$/i,
    (what) => `remind me ${what}`,
  ],
  // "sorry is 9 not 8", "no, deadline is 27 nov", "correction: it is the 17th, not the 16th": the right one, then the one taken back.
  [
    /^(?:(?:sorry|no|wait|correction|oops|ah|pardon)[,:!]?\s+)*(?:it'?s|it is|is|its|the (?:deadline|date|time|day|hour) is|deadline is)\s+((?:the )?\d[\d:./]*(?:st|nd|rd|th)?(?: ?[ap]m)?|\d{1,2} [a-z]{3}|(?:mon|tues|wednes|thurs|fri|satur|sun)day),?\s+not\s+(?:the )?(?:\d[\d:./]*(?:st|nd|rd|th)?(?: ?[ap]m)?|\d{1,2} [a-z]{3}|(?:mon|tues|wednes|thurs|fri|satur|sun)day)[.!]*$/i,
    (right) => `make it ${right}`,
  ],
  [
    /^(?:sorry|no|correction)[,:!]?\s+(?:the )?(?:deadline|date|time|day) is\s+((?:the )?\d[\d:./]*(?:st|nd|rd|th)?(?: ?[ap]m)?|\d{1,2} [a-z]{3}|(?:mon|tues|wednes|thurs|fri|satur|sun)day)[.!]*$/i,
    (right) => `make it ${right}`,
  ],
];

function ordinal(day: string): string {
  const number = Number(day);
  const last = number % 10;
  return `${number}${number >= 11 && number <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th'}`;
}

export function inLearnersWords(text: string): string {
  let said = text.replace(FOREIGN_OPENER, '').replace(/\b(?:remaind|remaid|rimind|remeind|remid|remimd)\b/gi, 'remind');
  for (const [pattern, rewrite] of REWRITES) said = said.replace(pattern, (...groups) => rewrite(...(groups.slice(1) as string[])));
  // "remind me call the garage": the "to" a learner leaves out.
  said = said.replace(new RegExp(String.raw`\bremind me (?!to\b)(${JOB_VERB})\b`, 'gi'), 'remind me to $1');
  for (const [pattern, rewrite] of ORDERS) {
    const match = pattern.exec(said.trim());
    if (match) return rewrite(...match.slice(1).map((group) => group ?? ''));
  }
  return said;
}
