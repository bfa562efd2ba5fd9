import { shapeOf, tag } from './message-tagger';

/** A month's name, short or whole ("dec", "December"), as regex source with no group of its own. */
export const MONTH_NAME = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*`;
/** The verbs a change to a plan is told with ("pushed", "moved", "brought forward"), as regex source. */
export const CHANGED_PLAN = String.raw`(?:moved|pushed|shifted|bumped|postponed|rescheduled|put back|brought forward|changed)`;
/** A weekday's name, whole or shortened ("thursday", "thurs", "thu"), as regex source with no group of its own. */
export const WEEKDAY_NAME = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)`;
/** A day of the month with its suffix: 1 → "1st", 12 → "12th", 22 → "22nd". */
export function withOrdinalSuffix(day: number): string {
  const last = day % 10;
  return `${day}${day % 100 >= 11 && day % 100 <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th'}`;
}
/** An hour something is at: "at 8", "@ 10:30", "2pm". */
export const AN_HOUR = /\b(?:at|@)\s?\d{1,2}(?:[:.]\d{2})?\b|\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b/i;
/** Words that may open "stuck" said of oneself: "i'm stuck", "bit stuck", "totally blocked". */
export const STUCK_OPENING = String.raw`(?:(?:i'?m|im|i am|bit|a bit|totally|properly|kinda|kind of)\s+)?`;

const PLAIN_FORM = shapeOf('^#Infinitive$');

/**
 * Words the rules read by: the verbs a task usually starts with, and the misspellings of date and
 * command words that people type on a phone, put right before anything else reads the message.
 */
const TASK_VERBS = `
  add answer apply arrange ask attend bake book bring buy call cancel change charge check chase clean
  clear collect confirm contact cook copy create deliver deposit design discuss do download draft drink
  drive drop email e-mail exercise feed file fill find finish fix follow get give go hang have hire
  invite iron learn leave make meet message move order organise organize pack paint pay phone pick
  plan play post prep prepare print read rebook record refill register remember renew reply research
  reserve return review ring run schedule see sell send set share shop sign sort start study submit
  swap take talk tell test text thank tidy top transfer update upload visit wash watch water whatsapp
  work write walk vacuum hoover collect return recycle pray practise practice sweep mop wrap grab fetch stop pop
  ask arrange unsubscribe print ping edit restock ship telephone measure install photograph label scan
  repair replace inspect reset reboot upgrade mow prune trim strim tile grout plaster skim rewire repoint
  varnish descale reseal groom`;

const VERBS = new Set(TASK_VERBS.split(/\s+/).filter(Boolean));

export function isTaskVerb(word: string): boolean {
  return VERBS.has(word.toLowerCase().replace(/[^a-z-]/g, ''));
}

/** "refund", "lease": a word the tagger knows as a verb's plain form, beyond the short list above. Asked once per word. */
const PLAIN_VERB = new Map<string, boolean>();
export function isPlainVerb(word: string): boolean {
  const said = word.toLowerCase();
  let known = PLAIN_VERB.get(said);
  if (known === undefined) {
    known = /^[a-z-]{2,}$/.test(said) && tag(said).has(PLAIN_FORM);
    if (PLAIN_VERB.size >= 512) PLAIN_VERB.clear();
    PLAIN_VERB.set(said, known);
  }
  return known;
}

const TYPOS: Record<string, string> = {
  rmv: 'remove',
  wkdays: 'weekdays',
  wkday: 'weekday',
  evry: 'every',
  actualy: 'actually',
  acutally: 'actually',
  tomorow: 'tomorrow',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  tomorro: 'tomorrow',
  tomoro: 'tomorrow',
  tomoz: 'tomorrow',
  // Lancashire and Yorkshire: "owt for tomorra?".
  tomorra: 'tomorrow',
  owt: 'anything',
  nowt: 'nothing',
  tomorrer: 'tomorrow',
  // Scots: "move it tae monday", "the part fae screwfix", "ring the council aboot the permit".
  tae: 'to',
  fae: 'from',
  aboot: 'about',
  whit: 'what',
  wot: 'what',
  wots: "what's",
  wat: 'what',
  "whit's": "what's",
  whits: "what's",
  efternoon: 'afternoon',
  dae: 'do',
  hae: 'have',
  // West African Pidgin: "wetin I go do first?": what.
  wetin: 'what',
  naw: 'no',
  hauf: 'half',
  heid: 'head',
  nae: 'no',
  naebody: 'nobody',
  naethin: 'nothing',
  naething: 'nothing',
  mair: 'more',
  helo: 'hello',
  shoud: 'should',
  shuold: 'should',
  txted: 'texted',
  txtd: 'texted',
  // "get rid ae it", "oot ae the van": of.
  ae: 'of',
  // Greek: "ohi, 4 o'clock": no.
  ohi: 'no',
  oxi: 'no',
  όχι: 'no',
  tmoro: 'tomorrow',
  tmorow: 'tomorrow',
  tmorrow: 'tomorrow',
  '2day': 'today',
  b4: 'before',
  abt: 'about',
  tmoz: 'tomorrow',
  dun: 'done',
  tues: 'tuesday',
  wednesdy: 'wednesday',
  tomorrw: 'tomorrow',
  tomrrow: 'tomorrow',
  tmrw: 'tomorrow',
  tmrow: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  '2mrw': 'tomorrow',
  tonite: 'tonight',
  '2nite': 'tonight',
  tdy: 'today',
  todya: 'today',
  tody: 'today',
  wensday: 'wednesday',
  weds: 'wednesday',
  wk: 'week',
  wks: 'weeks',
  wednsday: 'wednesday',
  wedensday: 'wednesday',
  thrusday: 'thursday',
  thursay: 'thursday',
  firday: 'friday',
  fridy: 'friday',
  saterday: 'saturday',
  snoze: 'snooze',
  snooz: 'snooze',
  snoooze: 'snooze',
  snoozee: 'snooze',
  remimd: 'remind',
  remid: 'remind',
  rmind: 'remind',
  remnd: 'remind',
  rmnd: 'remind',
  rmd: 'remind',
  reminde: 'remind',
  remaind: 'remind',
  remaid: 'remind',
  rimind: 'remind',
  remeind: 'remind',
  sheduel: 'schedule',
  shedule: 'schedule',
  schedual: 'schedule',
  donee: 'done',
  dnoe: 'done',
  doen: 'done',
  finsihed: 'finished',
  finshed: 'finished',
  nxt: 'next',
  overdeu: 'overdue',
  ovrdue: 'overdue',
  overdu: 'overdue',
  whats: "what's",
  thats: "that's",
  wats: "what's",
  "wat's": "what's",
  decidd: 'decided',
  decied: 'decided',
  descided: 'decided',
  pls: 'please',
  plz: 'please',
  plis: 'please',
  pliz: 'please',
  hlep: 'help',
  udno: 'undo',
  unod: 'undo',
  // Australian "arvo".
  arvo: 'afternoon',
  frm: 'from',
  shud: 'should',
  shld: 'should',
  wud: 'would',
  forst: 'first',
  frist: 'first',
  fisrt: 'first',
  secnod: 'second',
};

/** The word a shortening or dialect spelling stands for ("aboot" is "about"), or undefined. */
export function typoFixOf(word: string): string | undefined {
  return Object.hasOwn(TYPOS, word.toLowerCase()) ? TYPOS[word.toLowerCase()] : undefined;
}

const TYPO_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}'])(${Object.keys(TYPOS)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\\p{L}\\p{N}'])`,
  'giu',
);

/**
 * Day and month words long enough that one slip of a thumb (a letter missed, added, changed or two
 * swapped: "frday", "thursdya", "tomorrw", "novmber") still names only one of them.
 */
const DATE_WORDS = `monday tuesday wednesday thursday friday saturday sunday tomorrow tonight
  january february september october november december weekend morning afternoon evening`
  .split(/\s+/)
  .filter(Boolean);
/** Words one slip away from a date word that are words in their own right. */
const REAL_NEIGHBOURS = new Set(['mourning', 'sundae', 'sundry']);

/** Whether two words are one slip apart: one letter missed, added or changed, or two next to each other swapped. */
export function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const [restA, restB] = [a.slice(i + 1), b.slice(i + 1)];
  if (a.length === b.length) return restA === restB || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function dateWordMeant(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 5 || REAL_NEIGHBOURS.has(lower) || DATE_WORDS.includes(lower)) return null;
  // "mondays", "weekends": a plural is the word itself, said of every one of them.
  const near = DATE_WORDS.filter((candidate) => lower !== `${candidate}s` && oneSlipApart(lower, candidate));
  return near.length === 1 ? near[0] : null;
}

/** "its my day off", "thats done": "it is" and "that is" typed without the apostrophe. */
const ITS =
  /(?<![\p{L}'])(its|thats)(?= (?:my|a|an|the|not|been|going|gonna|ok|okay|fine|done|all|so|too|just|really|only|finally|been|time|late|over|raining|snowing|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/giu;
/** "Ill charge a call-out fee": "I'll" typed without its apostrophe, before a verb. */
const ILL =
  /^ill (?=(?:charge|do|call|send|take|get|have|go|start|stop|raise|drop|keep|use|make|need|try|sort|book|pay|ask|tell|email|text|ring|pick|put|see|let|give|move|bring|finish)\b)/i;

/** Curly apostrophes and common misspellings of date and command words, put right. */
/**
 * The message's words with their typos fixed, by the words given. One message has its typos fixed
 * several times over (as a whole, as its opening, as each ask), mostly in the same words.
 */
const FIXED = new Map<string, string>();

/** Called as each message is begun, as the tagger's readings are. */
export function forgetFixedTypos(): void {
  FIXED.clear();
}

export function fixTypos(text: string): string {
  const known = FIXED.get(text);
  if (known !== undefined) return known;
  const fixed = typosFixed(text);
  FIXED.set(text, fixed);
  return fixed;
}

function typosFixed(text: string): string {
  return (
    text
      .replace(/[‘’ʼ]/g, "'")
      // "scrap no. 3": the abbreviation's full stop would otherwise end a sentence before the number;
      // "at no. 42" is an address, kept as written.
      .replace(/(?<!\b(?:at|flat|house|unit|room|to|from|on|of) )\b(no|nr)\.\s?(?=\d{1,3}\b(?![:.]\d|\s?[ap]\.?m\b))/gi, 'number ')
      .replace(ITS, (word: string) => `${word.slice(0, -1)}'s`)
      // "pickup the cake": the verb written as one word, which as a noun ("couch pickup at 2") takes no "the" after it.
      .replace(/\b(p)ickup (?=(?:the|a|my|our|his|her|their|some|more)\b)/gi, '$1ick up ')
      .replace(ILL, (word: string) => `${word[0]}'ll `)
      // "going w the 5gal kegs", "we're going wi' the Yakima hops" (Yorkshire): with, after a word of choosing.
      .replace(/\b(go|going|gone|went) (?:w|w\/|wi'|wi|wiv|wid)(?= )/gi, '$1 with')
      // "2.30 dentist thursday": an hour written with a full stop, said before the thing and its day.
      .replace(
        /^(\d{1,2})\.(00|15|30|45)\s+(?=(?:\S+\s+){1,4}(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b)/i,
        'at $1:$2 ',
      )
      // "weekday mornings 8am check email": every weekday, at the hour said.
      .replace(/\b(every\s+)?weekday (?:mornings|afternoons|evenings)\b(?=\s+(?:at\s+)?\d)/gi, 'every weekday')
      // "this day next week", "this time next week": seven days on.
      .replace(/\bthis (?:day|time) next week\b/gi, 'in 7 days')
      // "push the taping to next week same time", "move the shearer to the week after": a week later than it is.
      .replace(
        /\b(?:move|push|shift|bump|put)\b(.*?)\s+to\s+(?:next week,? (?:at )?(?:the )?same time|the week after)\b/gi,
        'push$1 back a week',
      )
      // "oya remind me …", "abeg call …": a West African "come on" or "please" before the ask is no part of it.
      .replace(/^(?:oya|abeg|biko)[,!]?\s+/i, '')
      // "text me at 9 tomorrow to call the dmv": a message asked for at a time, to do a job, is a reminder.
      .replace(
        /\b(?:text|message|msg|ping|buzz|nudge) me (?=(?:at|in|on|by|tomorrow|tmrw|tonight|later|this|next|every)\b[^.?!]*\bto [a-z])/gi,
        'remind me ',
      )
      // "the morra", "the morn": tomorrow, as said in Scotland.
      .replace(/\bthe (?:morra|morrow|morn)\b/gi, 'tomorrow')
      // "lmk in half an hour to switch the laundry": "let me know" asked for at a time is a reminder.
      .replace(/\blmk (?=(?:in|at|on|by|tomorrow|tmrw|tonight|later|to) )/gi, 'remind me ')
      // "remind me 2 send …": "2" typed for "to" before a verb.
      .replace(/\b(remind me|need) 2 ([a-z]{2,})\b/gi, (whole: string, asking: string, verb: string) =>
        isTaskVerb(verb) || isPlainVerb(verb) ? `${asking} to ${verb}` : whole,
      )
      // "remember me to renew …", "I need you remind me to …": a reminder asked for in a learner's words.
      .replace(/\b(?:i need (?:you )?(?:to )?)?remember me (?=to |each |every |on |at |in |tomorrow |tonight )/gi, 'remind me ')
      .replace(/\bi need you (?:to )?remind me\b/gi, 'remind me')
      // "whens the last posting date": a question word with its apostrophe left out.
      .replace(/\b(when|where|who|how)s\b(?=\s+(?:the|my|a|an|it|this|that|your|our|their|his|her|\w+ing)\b)/gi, "$1's")
      // "remember me what I decided about …": asked to be reminded of something, in a learner's words.
      .replace(/\bremember me (?=what |why |how |who |which |when )/gi, 'remind me ')
      // "Kindly remind me …", "no need now, kindly delete": the courtesy of formal English, said as "please".
      .replace(/(^|[,.;!:]\s*|\s-\s)kindly\b/gi, '$1please')
      // "at 1430": a 24-hour clock written without its colon.
      .replace(/\b(at|@|by|till|until) ([01]\d|2[0-3])([0-5]\d)\b(?!\s*(?:am|pm|hrs?\b|hours?\b))/gi, '$1 $2:$3')
      // "a week today", "2 weeks tomorrow": a span counted from today or from tomorrow.
      .replace(/\b(?:a|one|1) week today\b/gi, 'in 7 days')
      .replace(/\b(?:a|one|1) week tomorrow\b/gi, 'in 8 days')
      // "tomorrow week", "friday week": a week after the day named, as said in Britain.
      .replace(/\btomorrow week\b/gi, 'in 8 days')
      .replace(/\b((?:mon|tues|wednes|thurs|fri|satur|sun)day) week\b(?=\s*(?:$|[,.!?]|at\b|@|\d))/gi, 'a week on $1')
      // "call mum 7ish", "around 4ish": an hour said loosely is that hour; "20ish bags" and "10ish mins" are counts.
      .replace(
        /(\b(?:at|around|about|by|for|from|till|until|@)\s+)?\b((?:[1-9]|1[0-2])(?:[:.]\d{2})?(?:\s?[ap]m)?)\s?-?ish\b(?=\s*(?:$|[,.!?;]|(?:today|tonight|tomorrow|tmrw|then|pls|please|ok)\b))/gi,
        (_, lead: string | undefined, hour: string) => (lead ? `${lead}${hour}` : `at ${hour}`),
      )
      // "tmrw am", "fri pm": a day's morning or afternoon said with no hour.
      .replace(
        /\b(today|tomorrow|tmrw|tmr|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun) (am|pm)\b(?!\s*(?:\d|i\b|we\b|u\b|you\b))/gi,
        (_, day: string, half: string) => `${day} ${half.toLowerCase() === 'am' ? 'morning' : 'afternoon'}`,
      )
      // "do the accounts over the weekend": the weekend, as "at the weekend" says it.
      .replace(/\bover the weekend\b/gi, 'at the weekend')
      .replace(/\b(two|2|three|3) weeks today\b/gi, (_, count: string) => `in ${/^(?:two|2)$/i.test(count) ? 14 : 21} days`)
      .replace(/\b(?:a )?fortnight (from|on) /gi, '2 weeks $1 ')
      // "10 min x": a kiss at the end of a message is no word of it.
      .replace(/(?<=(?:^|\s)[a-z0-9][^\s]*)\s+x{1,3}[.!]*\s*$/, '')
      // "send me again at 1pm": the reminder sent again is a reminder asked for again.
      .replace(/\bsend me (?:it )?again\b(?= (?:at|in|after|tomorrow|tonight|later|on)\b)/gi, 'remind me again')
      // "prepone the demo to 11": Indian English for moving a thing earlier, to the time said.
      .replace(/\bprepone\b(?=.*\bto\b)/gi, 'move')
      // "grab the alternator b4 they shut at 6": the hour the place closes is when the job is wanted by.
      .replace(/\b(?:before|b4) (?:they|it|the [a-z]+|[a-z]+) (?:shut|shuts|close|closes) at (?=\d)/gi, 'by ')
      // "they cant do 2, put 3.30": the new time said after why ("say 8" is a guess at one, left to the readers of replies).
      .replace(/,\s*(?:put|do)\s+(?=\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?[.!]*$)/gi, ', make it ')
      // "am i free this eve", "tmrw eve": the evening, shortened ("christmas eve" is a day of its own).
      .replace(/\b(this|tomorrow|tmrw|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day) eve\b/gi, '$1 evening')
      // "shove it to half 5", "shove the Ealing job to friday": shoved, as pushed.
      .replace(/\bshove (?=(?:it|that|this|them|the|my|number|no|#|\d)\b[^.?!]*\b(?:to|back|till|until)\b)/gi, 'push ')
      // "nudge me in like 15", "at like 4": "like" said before a number is no part of it.
      .replace(/\b(in|at|around|about|for|by) like (?=\d)/gi, '$1 ')
      // "in one hour and half": the half hour said without its article.
      .replace(/\b(an?|one|1) hour and half\b/gi, 'an hour and a half')
      // "can u push it", "could u change it": the request's "you" in its short form.
      .replace(/\b(can|could|would|will) (?:u|ye)\b/gi, '$1 you')
      // "done w 1 and 4", "done n dusted": "with" and "and" in their texting forms, after a deed.
      .replace(/\b(done|finished|sorted) (?:w\/?|wiv) (?=[\p{L}\p{N}#])/giu, '$1 with ')
      .replace(/\b(done|sorted|paid|sent|booked|fixed) n (?=\p{L})/giu, '$1 and ')
      .replace(TYPO_PATTERN, (word) => TYPOS[word.toLowerCase()] ?? word)
      // Scots: "whit have a got", "should a dae first", "am a free": "a" for "I" after the verb that asks.
      .replace(/\b(have|am|should|shall|can|could|will|would|did) a (?=(?:got|free|do|need)\b)/gi, '$1 I ')
      // "whit did ah decide", "am ah free", "ah've decided", "ah'm done in": "ah" for "I" (never "ah ok").
      .replace(/\b(have|am|should|shall|can|could|will|would|did|do) ah (?=\p{L})/giu, '$1 I ')
      .replace(/\bah(?=['’](?:ve|m|ll|d)\b)/gi, 'I')
      // "snooze the propane check a week": the span a named task is put off by, said without "for".
      .replace(
        /\b(snooze) ((?:the|my) [^,.!?]{2,40}?) (an?|one|two|three|\d{1,2}) (weeks?|days?|hours?|hrs?|mins?|minutes?)\b(?=[.!]*$)/gi,
        '$1 $2 for $3 $4',
      )
      // "the last one's done", "2's booked": the one that is done.
      .replace(/\b(one|thing|task|item|(?<![\d.,:£$€])\d{1,2})'s (done|sorted|finished|paid|sent|booked|fixed)\b/gi, '$1 is $2')
      // "first n last done": the list's items joined in texting's "n".
      .replace(/\b(first|second|third|fourth|fifth|last) n (?=(?:first|second|third|fourth|fifth|last)\b)/gi, '$1 and ')
      // "remind us sat to …": a reminder asked for by "us", as the British say "me".
      .replace(/\bremind us\b/gi, 'remind me')
      // "the now", "the noo": now ("no the now" is "not now"); "gonnae remind me": remind me.
      .replace(/(^|^(?:och|ach|aw|oh|ah|naw|nah|nae)[,!]?\s+|[,.;!]\s*)no the (?:noo|now)\b/gi, '$1not now')
      .replace(/\bthe (?:noo|now)\b/gi, 'now')
      .replace(/^gonnae (?=remind me\b)/i, '')
      // "cancel that fr", "book lane 6 tmrw fr": "for real" said last presses the ask and is no part of it.
      .replace(/(?<=\S)[\s,]+(?:fr|frfr|fr fr|no cap)[.!]*$/i, '')
      // "the staples one is done actually": "actually" after a deed (after a time, "the 17th actually", it corrects).
      .replace(/(?<=\b(?:done|sorted|finished|paid|sent|booked|fixed|handled|posted|collected)),?\s+actually[.!]*$/i, '')
      .replace(/(?<![\p{L}\p{N}'])\p{L}{5,10}(?![\p{L}\p{N}'])/gu, (word) => dateWordMeant(word) ?? word)
  );
}

/** The message as a command: lower case, single spaces, no punctuation at the ends. */
export function commandForm(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,;:!¡¿-]+|[\s.,;:!?-]+$/g, '')
    .trim();
}

/**
 * The message as the conversational rules read it: lower case, curly quotes straightened, and no
 * punctuation but what times and dates are written with ("2:30", "4/12", "9.30").
 */
export function plainForm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[^\p{L}\p{N}\s':/.&-]/gu, ' ')
    .replace(/(?<!\d)[.:/]|[.:/](?!\d)/g, ' ')
    .replace(/(?<![\p{L}\p{N}])['-]+|['-]+(?![\p{L}\p{N}])/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The verbs a regular past may be of: "booked" → book, "dropped" → drop, "carried" → carry. */
export function pastStems(word: string): string[] {
  if (!word.endsWith('ed')) return [];
  return [word.slice(0, -2), word.slice(0, -1), word.slice(0, -3), `${word.slice(0, -3)}y`].filter((stem) => stem.length > 1);
}

/** Words that say something is not so ("doesnt", "won't", "not"), as a pattern's source to build others with. */
export const NOT_SAID = String.raw`(?:not|never|doesn'?t|doesnt|don'?t|dont|isn'?t|isnt|aren'?t|arent|won'?t|wont|can'?t|cant|cannot|ain'?t|aint)`;

/** "saturday pls, not sunday", "4 rather than 3": the time wanted, with the one set aside and a please after it dropped. */
export function withoutTimeSetAside(said: string): string {
  return said.replace(/,?\s+(?:not|rather than)\s+(?:the\s+)?[\p{L}\p{N}:]+$/u, '').replace(/[,\s]+(?:pls|please|plz)$/, '');
}

/** Words as they are, to stand inside a pattern: "Dr. Lee (3pm)" matches only itself. */
export const escapedForPattern = (words: string): string => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
