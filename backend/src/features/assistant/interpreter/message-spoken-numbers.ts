import { isTaskVerb } from './message-words';

/**
 * Voice notes come back with numbers in words: "at half past nine", "snooze for forty five",
 * "delete number four", "the twenty fifth". Every reader after this one knows numbers written as
 * digits, so where a number word plainly counts time, a date or a place in a list, it is written
 * as digits; everywhere else ("call two people", "the big one") the words stay as they were said.
 */

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50 };

const UNIT_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TEEN_ORDINALS = [
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const TEN_ORDINALS: Record<string, number> = { twentieth: 20, thirtieth: 30 };

const CARDINAL = String.raw`(?:(?:twenty|thirty|forty|fifty)(?:[\s-](?:${UNITS.join('|')}))?|${TEENS.join('|')}|${UNITS.join('|')})`;
/** Days of the month past the ninth: "first" to "ninth" also pick from a list, and are left as words. */
const ORDINAL = String.raw`(?:(?:twenty|thirty)[\s-](?:${UNIT_ORDINALS.join('|')})|twentieth|thirtieth|${TEEN_ORDINALS.join('|')})`;
const HOUR = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const MINUTES_SAID = String.raw`(?:(?:oh|o)[\s-](?:${UNITS.join('|')})|(?:twenty|thirty|forty|fifty)(?:[\s-](?:${UNITS.join('|')}))?|${TEENS.slice(1).join('|')})`;

function cardinal(words: string): number {
  const [head, tail] = words.toLowerCase().split(/[\s-]+/);
  if (head === 'oh' || head === 'o') return UNITS.indexOf(tail) + 1;
  if (head in TENS) return TENS[head] + (tail ? UNITS.indexOf(tail) + 1 : 0);
  const teen = TEENS.indexOf(head);
  return teen >= 0 ? 10 + teen : UNITS.indexOf(head) + 1;
}

function ordinal(words: string): string {
  const [head, tail] = words.toLowerCase().split(/[\s-]+/);
  const day = tail ? TENS[head] + UNIT_ORDINALS.indexOf(tail) + 1 : (TEN_ORDINALS[head] ?? 10 + TEEN_ORDINALS.indexOf(head));
  const last = day % 10;
  const suffix = day >= 11 && day <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${day}${suffix}`;
}

const digits = (words: string) => String(cardinal(words));
const flags = 'giu';
/** Words that stand before an hour said alone: "at nine", "till four", "half five", "quarter past six". */
const BEFORE_AN_HOUR = String.raw`(?:at|@|by|till|until|til|from|around|before|after|say|like|half|half past|quarter past|quarter to|past|ten past|ten to|twenty past|twenty to)`;
/** What may follow an hour said alone: nothing, a mark, a word of time or joining, or a job's verb ("at four do the till"). */
const HOUR_FOLLOWERS = new Set(
  "am pm a.m p.m o'clock oclock tomorrow tmrw today tonight this next on no or and to back till until then please pls thanks thx instead sharp ish eh leh lah la not in so for remind ping nudge if uh um ok okay that when every each is would works latest yeah mon tue wed thu fri sat sun monday tuesday wednesday thursday friday saturday sunday morning afternoon evening night".split(
    ' ',
  ),
);

function hourEnds(next: string | undefined): boolean {
  const word = next?.trim().toLowerCase();
  return !word || HOUR_FOLLOWERS.has(word) || isTaskVerb(word);
}

/** What may follow a day of the month: nothing, a mark, or a word of time ("the twenty first birthday" is a birthday). */
const DATE_ENDS = new RegExp(
  String.raw`^(?:\s*$|\s*[,.;:!?)]|\s+(?:(?:of|at|by|in|on|then|and|or|please|pls|instead|not|to|till|until|for|remind|i|we)\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[\p{L}]*\b)|\s+\d)`,
  'iu',
);

/** What is done to a place in a list: "delete number four", "move item two". */
const LIST_VERB = String.raw`(?:done|delete|remove|move|push|snooze|rename|tick|mark|cancel|drop|bin|finished|complete|did)`;

const RULES: [RegExp, (...groups: string[]) => string][] = [
  // "on the twenty fifth", "the twentieth": a day of the month.
  [
    new RegExp(String.raw`\b(the|on)\s+(${ORDINAL})\b(?=(\s+[\p{L}']+)?)`, flags),
    (...said: string[]) => {
      const [whole, before, day, next] = said;
      // replace() hands the offset and the whole text last: the rest of the text after the day.
      const rest = String(said[said.length - 1]).slice(Number(said[said.length - 2]) + whole.length);
      // "on the twenty fifth pay the rent": a job's verb may follow the day; "the twenty first birthday" is a birthday.
      return DATE_ENDS.test(rest) || isTaskVerb(next?.trim().toLowerCase() ?? '') ? `${before} ${ordinal(day)}` : whole;
    },
  ],
  // "move the invoice to the fourth", "due by the ninth": a low day of the month after a word of when;
  // "the fourth one", "the third item" still pick from a list.
  [
    new RegExp(
      String.raw`\b(to|till|until|by|before|after|for|from)\s+the\s+(${UNIT_ORDINALS.join('|')})\b(?!\s+(?:one|ones|item|items|task|tasks|thing|option|choice|reminder|on\b|in\b|of\s+(?:them|those|these|the\s+list)))`,
      flags,
    ),
    (_, before: string, day: string) => {
      const number = UNIT_ORDINALS.indexOf(day.toLowerCase()) + 1;
      return `${before} the ${number}${number === 1 ? 'st' : number === 2 ? 'nd' : number === 3 ? 'rd' : 'th'}`;
    },
  ],
  // "between nine and eleven", "from twelve to two": both ends of a span.
  [
    new RegExp(String.raw`\b(between|from)\s+(${HOUR})\s+(and|to|till|until|-)\s+(${HOUR})\b`, flags),
    (_, opens: string, from: string, joins: string, to: string) => `${opens} ${digits(from)} ${joins} ${digits(to)}`,
  ],
  // "monday twelve to two": a span said straight after its day.
  [
    new RegExp(
      String.raw`\b(today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(${HOUR})\s+(to|till|until|-)\s+(${HOUR})\b`,
      flags,
    ),
    (_, day: string, from: string, joins: string, to: string) => `${day} ${digits(from)} ${joins} ${digits(to)}`,
  ],
  // "six thirty", "eleven fifteen", "twelve oh five": an hour and its minutes.
  [
    new RegExp(
      String.raw`(?<![\p{L}-])(${HOUR})[\s-](${MINUTES_SAID})(?![\p{L}-])(?!\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?|people|of)\b)`,
      flags,
    ),
    (_, hour: string, minutes: string) => `${cardinal(hour)}:${String(cardinal(minutes)).padStart(2, '0')}`,
  ],
  // "six am", "eight o'clock", "five pm": an hour with its half of the day.
  [
    new RegExp(String.raw`(?<![\p{L}-])(${HOUR})(?=\s*(?:am|pm|a\.m\.?|p\.m\.?|o'?clock|oclock)(?![\p{L}]))`, flags),
    (_, hour: string) => digits(hour),
  ],
  // "in forty five minutes", "for twenty mins": a span of minutes or hours ("a thirty minute workout" is a kind of workout).
  [
    new RegExp(String.raw`(?<![\p{L}-])(${CARDINAL})(?=\s+(?:more\s+)?(?:minutes|mins|hours|hrs)\b)`, flags),
    (_, amount: string) => digits(amount),
  ],
  // "in two weeks": a span of days from now ("for three months upfront" is how long, not when).
  [
    new RegExp(String.raw`\b(in)\s+(${CARDINAL})(?=\s+(?:days?|weeks?|months?)\b)`, flags),
    (_, before: string, amount: string) => `${before} ${digits(amount)}`,
  ],
  // "at nine", "half five", "till four": an hour said alone after a word for when.
  [
    new RegExp(String.raw`(?<!\b(?:the|a|my|our|that|this)\s)\b(${BEFORE_AN_HOUR})\s+(${HOUR})(?![\p{L}-])(?=(\s+[\p{L}']+)?)`, flags),
    (whole: string, before: string, hour: string, next: string | undefined) =>
      // "at One Aldwych", "from Ten Acre": a number with a capital is a name; "from one supplier" counts.
      /^\p{Lu}/u.test(hour) || !hourEnds(next) ? whole : `${before} ${digits(hour)}`,
  ],
  // "in fifteen", "snooze for forty five", "snooze twenty": minutes said with nothing after them.
  [
    new RegExp(
      String.raw`^((?:\S+\s+){0,3}?(?:in|snooze(?:\s+(?:it|that|this))?(?:\s+for)?|give me|another))\s+(${CARDINAL})(?=\s*[.!]*$|\s+(?:more|please|pls|mins?)\b)`,
      flags,
    ),
    (_, before: string, amount: string) => `${before} ${digits(amount)}`,
  ],
  // "delete number four", "number one's done": a place in a list, at the start or after what to do with it ("the number 7 bus", "at number twelve" stay).
  [
    new RegExp(String.raw`(^|\b${LIST_VERB}\s+(?:off\s+)?)(number|no\.|item|task|#)\s*(${CARDINAL})(?![\p{L}-])`, flags),
    (_, opens: string, noun: string, place: string) => `${opens}${noun === '#' ? '#' : `${noun} `}${digits(place)}`,
  ],
  // "done three", "delete four", "three done": a list's place with the word for what to do with it ("one done" is one of them).
  [
    new RegExp(String.raw`^(done|delete|remove|tick|tick off|cancel)\s+(?!one\b)(${CARDINAL})(?=\s*[.!]*$)`, flags),
    (_, verb: string, place: string) => `${verb} ${digits(place)}`,
  ],
  [
    new RegExp(String.raw`^(?!one\b)(${CARDINAL})(?=(?:'s|\s+is)?\s+(?:done|sorted|finished|sent|paid)\s*[.!]*$)`, flags),
    (_, place: string) => digits(place),
  ],
];

/** Hours speech-to-text writes as words that sound the same: "at to" (two), "at for" (four), "ate not ten" (eight). */
const SOUNDS_LIKE: Record<string, string> = { to: 'two', too: 'two', for: 'four', fore: 'four', ate: 'eight' };
const SOUND_ALIKE_HOUR = /\b(at|@) (to|too|for|fore|ate)\b(?=\s*([.!,]|$)|\s+(\S+))/gi;
/** "at for thirty", "at to about the claim": after an hour so heard, a half hour, a joining word or the message's end. */
const AFTER_A_HEARD_HOUR = new Set(['thirty', 'fifteen', 'forty', "o'clock", 'oclock', 'about', 're', 'with']);

/** "i said four not four thirty", "eight not ten": an hour put right, said in words (one heard as "ate"). */
const HOUR_PUT_RIGHT = new RegExp(
  String.raw`^((?:(?:oh|wait|no|sorry|i said|i meant|it'?s|its)[, ]+)*)(${HOUR}|ate)((?:[\s-](?:${MINUTES_SAID}))?) not (${HOUR})((?:[\s-](?:${MINUTES_SAID}))?)(?=[.!]*$)`,
  'i',
);
const clockSaid = (hour: string, minutes: string) =>
  `${cardinal(hour === 'ate' ? 'eight' : hour)}${minutes.trim() ? `:${String(cardinal(minutes.trim())).padStart(2, '0')}` : ''}`;

function soundAlikeHours(said: string): string {
  const text = said.replace(
    HOUR_PUT_RIGHT,
    (_, opening: string, right: string, rightMinutes: string, wrong: string, wrongMinutes: string) =>
      `${opening}${clockSaid(right.toLowerCase(), rightMinutes)} not ${clockSaid(wrong.toLowerCase(), wrongMinutes)}`,
  );
  return text.replace(SOUND_ALIKE_HOUR, (whole, lead: string, heard: string, mark?: string, next?: string) => {
    const follower = next?.toLowerCase();
    const ends = mark !== undefined || !follower || hourEnds(follower) || AFTER_A_HEARD_HOUR.has(follower);
    if (!ends || (follower && isTaskVerb(follower))) return whole;
    // "at for thirty" is left in words for the rules of hours and halves below; a bare hour is written as digits.
    const hour = SOUNDS_LIKE[heard.toLowerCase()];
    return `${lead} ${follower && /^(?:thirty|fifteen|forty)$/.test(follower) ? hour : String(cardinal(hour))}`;
  });
}

/** The message with numbers that count time, days or places in a list written as digits. */
export function withSpokenNumbers(heard: string): string {
  const text = soundAlikeHours(heard);
  if (!/(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|teen|twenty|thirty|forty|fifty|tieth|th)\b/i.test(text))
    return text;
  return RULES.reduce((said, [pattern, write]) => said.replace(pattern, write as (...args: string[]) => string), text);
}
