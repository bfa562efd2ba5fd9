import { readsAsAction, stripPrefixes } from './task-title';
import { shapeOf, tag } from './message-tagger';
import { isPlainVerb, isTaskVerb, WEEKDAY_NAME } from './message-words';
import { namedJobs } from './message-named-jobs';

const VERB_FIRST = shapeOf('^#Verb');

/** Lines and semicolons always separate asks. */
const HARD_BREAK = /\s*(?:\n+|;)\s*/;
/** These separate two asks only when both sides read as one ("buy milk and call mum"). */
const SOFT_BREAK = /\s*,?\s+(?:and\s+then|and\s+also|and|then|plus|&|\+|n|an|nd)\s+|\s*,\s*(?:then\s+)?/gi;

/** Words that open a command rather than a task, which still count as an ask of their own. */
const COMMAND_START =
  /^(?:done|did|finished|completed|snooze|postpone|remind|add|don'?t\s+forget|decided|note|(?:deep|spring|steam|jet|power|pressure)[\s-](?:clean|wash)\s+(?:the|a|my|our|all|\p{Lu}))\b/iu;

/** Leading time words ("tomorrow buy milk") do not stop the rest reading as an ask. */
export const LEADING_TIME =
  /^(?:(?:(?:on\s+)?(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:morning|afternoon|evening|night))?|this\s+(?:morning|afternoon|evening)|first\s+thing(?:\s+(?:tomorrow|today|on\s+\w+day|\w+day))?|(?:at|by|@)\s*\d{1,2}(?::\d{2})?\s*(?:am|pm)?|\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2})[\s,]+){1,3}/i;

/** "after that at 11 email Jo", "and then …": words that only order the day's jobs, none of any title. */
const SEQUENCE_OPENING = /^(?:(?:and\s+)?(?:then|also|plus|after\s+(?:that|this)|afterwards|later\s+on)\b[\s,]*)+/i;

/**
 * "monday fix the sink and tuesday service the boiler": a day, then a word, then the thing it acts
 * on. Each job of such a ramble takes the day said before it.
 */
const DAY_THEN_JOB =
  /^(?:on\s+)?(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+(?:morning|afternoon|evening|night))?\s+[a-z]+\s+(?:the|a|an|my|our|your|his|her|their|some|all|those|these)\s+\S/i;

/** Enough of a piece to see how it starts; the rest of a long message need not be copied again. */
const OPENING = 120;

function readsAsAsk(text: string): boolean {
  const trimmed = text
    .slice(0, OPENING)
    .trim()
    .replace(/^[^\p{L}\p{N}]+/u, '');
  if (COMMAND_START.test(trimmed)) return true;
  return readsAsAction(stripPrefixes(trimmed.replace(SEQUENCE_OPENING, '').replace(LEADING_TIME, '')));
}

const SPEAKER = /^(?:i|we|i'?ve|we'?ve|i'?m|we'?re)\s\S+$/i;

/** "Tomorrow at 9am, call the bank", "Every weekday at 8:15am, check …": words that only say when, heading the ask after them. */
const WHEN_WORD =
  /^(?:on|at|by|@|in|the|of|every|each|daily|weekly|monthly|fortnightly|quarterly|biweekly|bi-weekly|other|alternate|two|three|four|second|third|fourth|last|\d{1,2}|days|weeks|months|next|this|first|thing|today|tonight|tomorrow|tmrw|noon|midday|midnight|morning|afternoon|evening|night|weekdays?|weekends?|week|month|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?|\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?)$/i;

function onlySaysWhen(part: string): boolean {
  const words = part
    .trim()
    .toLowerCase()
    .replace(/(\d)\s+(am|pm)\b/g, '$1$2')
    .split(/\s+/);
  return words.length > 0 && words.every((word) => WHEN_WORD.test(word));
}

/** A clock time in an item: "at 12:30", "9am", "@ 3". */
const CLOCK = /(?:^|\s)(?:(?:at|@)\s?\d{1,2}(?::\d{2})?|\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2})(?=\s|$|[,.!?])/i;
const SAID_OF_SOMEONE = /^(?:i|i'm|im|i'll|we|we're|it|it's|its|that|this|he|she|they|you|there)\b/i;

/**
 * ", then lunch with Dana at 12:30": after a comma or "then", a short item at a clock time is one
 * of the day's plans even without a verb. Not after a bare "and" ("call mum and dad at 6" is one).
 */
function timedItem(separator: string, right: string): boolean {
  if (!/,|\bthen\b/i.test(separator)) return false;
  const item = right.split(/\s*,\s*|\s+(?:and|then)\s+/i)[0].trim();
  const words = item.replace(CLOCK, ' ').trim().split(/\s+/).length;
  return words >= 2 && words <= 5 && CLOCK.test(item) && !SAID_OF_SOMEONE.test(item);
}

/**
 * "dentist thurs 2pm and pick up dry cleaning sat": a thing at a day or an hour, without a verb, is
 * an appointment of its own before the next ask, when its words end on when it is.
 */
function appointment(left: string): boolean {
  const words = stripPrefixes(left.trim()).split(/\s+/);
  let when = words.length;
  while (when > 0 && WHEN_WORD.test(words[when - 1])) when--;
  const said = words.slice(when).join(' ');
  return (
    when >= 1 &&
    when <= 4 &&
    when < words.length &&
    !SAID_OF_SOMEONE.test(words[0]) &&
    // "sunday not saturday": a day turned down, no appointment.
    !WHEN_WORD.test(words[0]) &&
    !words.includes('not') &&
    (CLOCK.test(` ${said}`) || OWN_DAY.test(said))
  );
}

const OWN_DAY = new RegExp(String.raw`\b(?:today|tonight|tomorrow|${WEEKDAY_NAME})\b`, 'i');

/** "dentist fri 9, vet sat 10, mot mon": appointments listed, each at its own day or hour. */
export function appointmentsListed(part: string): string[] | null {
  const pieces = part
    .replace(/^(?:(?:pls|please)\s+)?(?:add|to-?do|reminders?)\s*:\s*/i, '')
    .split(/\s*,\s*(?:and\s+)?/)
    .map((piece) => piece.trim());
  // "train 8am, lunch 1pm, drinks 6pm" is a day's timetable; each appointment of a list names its own day.
  return pieces.length >= 2 && pieces.every((piece) => appointment(piece) && OWN_DAY.test(piece) && !readsAsAsk(piece) && !/:/.test(piece))
    ? pieces
    : null;
}

/** A word, then what it acts on, named by a determiner or a name: the shape of a job ("restock the mango sauce", "shoe the Parkers cob"). */
const VERB_AND_OBJECT =
  /^[a-z][a-z'-]+(?: (?:up|out|off|in|down|back))? (?:the|a|an|my|our|his|her|their|some|more|new|(?!I\b)\p{Lu}\S*)\s+\S+/u;

/**
 * Verbs a dictated list runs straight into, with no "and" or comma before them: "book the van in for
 * its service ring the depot about the scanner". Each names a job people ask for by itself.
 */
const RUN_ON_VERB =
  /\s(?=(?:ring|call|phone|text|email|e-mail|message|book|order|buy|pick up|drop off|drop|pay|send|post|chase|confirm|collect|renew|print|return|fix|check|clean|restock|fill in|submit|invoice|sort out|reply to|follow up with|top up|grab|pack|load|deliver|update|write up|sign)\s+(?!the\s+(?:\d|(?:first|second|third|fourth|fifth|last|next|end|start|beginning|weekend|morning|afternoon|evening|day|week|month)\b))(?:the|a|an|my|our|some|more|new|his|her|their|all|those|these|(?!(?:I|EOD|EOW|EOM|COB|ASAP|ETA|OOO|TBC|TBD)\b)\p{Lu}[\p{L}'-]*)\s)/gu;
/** Words after which a verb is no new job: what it is for ("to order"), who does it ("the lads order"), or a verb before it ("help order"). */
const NO_JOB_BEFORE =
  /(?:\b(?:deep|spring|steam|dry|jet|power|pressure|hand|to|and|or|then|will|would|can|could|should|must|shall|might|may|i|we|you|they|he|she|it|who|that|which|lads|guys|team|staff|please|pls|also|just|help|let|make|have|get|not|never|don'?t|didn'?t|won'?t|can'?t|add|me|note|self|reminder|the|a|an|my|our|your|his|her|their|its|this|these|those|some|any|no|each|every|whose)|'ll|'d|[,;:.!?&+-])\s*$/i;

/** "help the client order the parts", "have Jo ring the bank": someone made to do the next verb, one job. */
const CAUSING =
  /^(?:help|let|make|have|get|tell|ask|remind|watch|see|teach|show|want|need|allow|encourage|persuade|convince)\s+\S+(?:\s+\S+)?$/i;

/**
 * A dictated ask that runs on into the next: split before a verb of a job with its object, when
 * the words before make a job of three words or more and nothing ties the verb to them.
 */
function runOnJobs(piece: string): string[] {
  const jobs: string[] = [];
  let start = 0;
  for (const match of piece.matchAll(RUN_ON_VERB)) {
    const at = match.index ?? 0;
    const left = piece.slice(start, at).trim();
    if (left.split(/\s+/).length < 3 || NO_JOB_BEFORE.test(left) || CAUSING.test(left) || !readsAsAsk(left)) continue;
    // "remind me tomorrow noon call Daniela": the words before say only when.
    if (onlySaysWhen(stripPrefixes(left).replace(/^(?:remind\s+)?me\s+/i, ''))) continue;
    jobs.push(left);
    start = at + 1;
  }
  jobs.push(piece.slice(start).trim());
  return jobs;
}

/** Words that open no job: a pronoun, a determiner, a joining word or a word of place. */
const NO_JOB_OPENS =
  /^(?:i|we|you|he|she|it|they|i'?m|it'?s|its|that|this|these|those|the|a|an|my|our|your|his|her|their|some|any|all|and|or|but|so|then|if|when|because|bc|cos|as|at|on|in|by|for|to|from|with|of|before|after|until|till|not|no|just|also|plus|maybe|probably)$/i;

/**
 * "edit ep 113, send fernbrook the air dates, invoice oakline for october": in a list of jobs, a comma
 * followed by a verb and what it acts on starts another, though the verb ("invoice", "ship") is one the
 * reader knows only from the tagger.
 */
function commaJobs(piece: string): string[] {
  const parts = piece.split(/,\s+(?:and\s+)?/);
  if (parts.length < 2) return [piece];
  const jobs = [parts[0]];
  for (const part of parts.slice(1)) {
    const words = part.trim().split(/\s+/);
    const opensAJob =
      words.length >= 2 &&
      // "cut £25, wash £10": a price list names no job; what a verb acts on has words.
      words.slice(1).some((word) => /\p{L}/u.test(word)) &&
      jobs[jobs.length - 1].trim().split(/\s+/).length >= 2 &&
      !NO_JOB_OPENS.test(words[0]) &&
      !onlySaysWhen(part) &&
      // The word lists first: the tagger and the whole ask are read only when they do not say.
      (isTaskVerb(words[0]) || isPlainVerb(words[0]) || readsAsAsk(part) || tag(`${words[0]} ${words[1]}`).has(VERB_FIRST));
    if (opensAJob) jobs.push(part);
    else jobs[jobs.length - 1] += `, ${part}`;
  }
  return jobs.map((job) => job.trim());
}

/**
 * "finish the onboarding emails today, and the investor update is due thursday": a thing's due day
 * told after a job is a clause of its own, not more of the job's title.
 */
const DUE_TOLD =
  /^(?:(?:also|oh|and)\s+)*(?:there'?s\s+(?:also\s+)?)?(?:the|my|our)\s+(?:[\p{L}\p{N}'&-]+\s+){1,5}?(?:(?:which|that)\s+)?(?:is|'s|s)\s+(?:also\s+)?due\b/iu;

/** "book flights for the conference, that's like the 14th": the day of the thing the job is for, told after it. */
const DAY_OF_IT =
  /^(?:that'?s|thats|that is|it'?s|it is|which is)\s+(?:like\s+|about\s+|around\s+|on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+[a-z]+)?(?=\s*[,.;!]|\s+(?:and|then)\b|\s*$)/i;

function splitSoftly(part: string, limit: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  SOFT_BREAK.lastIndex = 0;
  for (let match = SOFT_BREAK.exec(part); match; match = SOFT_BREAK.exec(part)) {
    if (match[0].length === 0) {
      SOFT_BREAK.lastIndex++;
      continue;
    }
    const left = part.slice(start, match.index);
    const end = match.index + match[0].length;
    // A preamble ("right, the thing is I've got loads on, call the bank") ends where an ask starts.
    // So does one about the speaker ("I forgot, buy candles"), however short.
    const preamble = match[0].includes(',') && !onlySaysWhen(left) && (left.trim().split(/\s+/).length >= 3 || SPEAKER.test(left.trim()));
    const right = part.slice(end, end + OPENING);
    const dayed = /\band\b/i.test(match[0]) && DAY_THEN_JOB.test(right);
    // "seed the broad beans thursday and fix the polytunnel door": a message's first job, in a verb the
    // tagger does not know, before one it does.
    const firstJob = start === 0 && VERB_AND_OBJECT.test(left.trim()) && readsAsAsk(right);
    // "renew the sub an get the seats valeted": "an", "n" and "nd" join two asks only before a verb ("send an email" is one).
    const shortAnd = /^,?\s*(?:an|n|nd)\s*$/i.test(match[0].trim());
    if (
      shortAnd &&
      (!isTaskVerb(right.trim().split(/\s+/)[0]?.toLowerCase() ?? '') ||
        !/^\S+\s+(?:(?:the|a|an|my|our|his|her|their|some|all|those|these|it|them|him|me|up|out|back)\b|\p{Lu})/u.test(right.trim()))
    )
      continue;
    if (
      left.trim() &&
      // "send Maple & Main their edit": an "&" between two capitalised words joins a name.
      !(
        /&/.test(match[0]) &&
        /\p{Lu}[\p{L}'-]*$/u.test(left.trim()) &&
        /^\p{Lu}/u.test(right) &&
        !isTaskVerb(right.split(/\s+/)[0].toLowerCase())
      ) &&
      // "on Monday at 10am, call Bob": words that only say when head the ask after them.
      !onlySaysWhen(left) &&
      (((readsAsAsk(left) || preamble || firstJob) && (readsAsAsk(right) || dayed || DUE_TOLD.test(right) || DAY_OF_IT.test(right))) ||
        (readsAsAsk(left) && timedItem(match[0], right)) ||
        (start === 0 && appointment(left) && readsAsAsk(right)))
    ) {
      pieces.push(left.trim());
      start = end;
      // Asks past the limit are not read, so there is no need to find where they start.
      if (pieces.length >= limit) return pieces;
    }
  }
  pieces.push(part.slice(start).trim());
  const jobs = pieces.flatMap(runOnJobs);
  return (jobs.length > 1 ? jobs.flatMap(commaJobs) : jobs)
    .map((piece) => piece.replace(SEQUENCE_OPENING, '').trim())
    .filter(Boolean)
    .slice(0, limit);
}

/**
 * The separate asks in one message, at most `limit` of them. Lines and semicolons always split;
 * "and", "then", "&" and commas split only where the words on both sides start with something to
 * do (or a command), so "buy milk and call mum at 6" is two asks while "research and development
 * plan" and "call mum and dad" stay one.
 */
export function splitAsks(message: string, limit = Infinity): string[] {
  const asks: string[] = [];
  for (const part of numberedItems(message).flatMap((item) => item.split(HARD_BREAK))) {
    const trimmed = withoutLeadIn(part.trim().replace(SIGNING_OFF, ''));
    if (!trimmed) continue;
    const counted = countedItems(part.trim().replace(SIGNING_OFF, '')) ?? appointmentsListed(trimmed);
    asks.push(...(counted ?? namedJobs(trimmed) ?? splitSoftly(trimmed, limit - asks.length)).slice(0, limit - asks.length));
    if (asks.length >= limit) return asks.slice(0, limit);
  }
  return asks;
}

/** "three things, chase the deposit, quote for the rewire and order the unit": a heading that counts its jobs. */
const COUNTED_HEADING =
  /^(?:(?:right|ok|okay|so|and)[, ]+)*(two|three|four|five|2|3|4|5)\s+(?:things?|jobs?|tasks?|bits?|errands?)(?:\s+(?:for|to do|to get done)(?:\s+\w+)?)?\s*[:,]\s+/i;
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
const ITEM_BREAK = /\s*,\s*(?:and\s+)?|\s+and\s+/i;

/**
 * The jobs under a heading that counts them, split at every comma and "and" when that gives as
 * many as it said; the count is what tells a job from a verb the reader does not know.
 */
function countedItems(part: string): string[] | null {
  const heading = COUNTED_HEADING.exec(part);
  if (!heading) return null;
  const items = part
    .slice(heading[0].length)
    .split(ITEM_BREAK)
    .map((item) => item.trim());
  const count = COUNTS[heading[1].toLowerCase()] ?? Number(heading[1]);
  return items.length === count && items.every((item) => item.split(/\s+/).length >= 2) ? items : null;
}

/** "1) pay the bill 2) book a haircut", "1. call Jo 2. email Sam": an item marker in a list on one line. */
const ITEM_MARKER = /(?:^|\s)\(?(\d{1,2})[).]\s+/g;
/** "1 email Tom 2 pay the plumber": a number alone marks an item only where a job starts after it. */
const BARE_MARKER = /(?:^|[^\S\n])(\d{1,2})[^\S\n]+(?=\p{L})/gu;

/** "one, pay the bill. two, call Ruth": items counted in words, each after a stop or at the start. */
const WORD_MARKER = /(?:^|[.!;:,]\s+|\s)(one|two|three|four|five|six|seven|eight)\s*[,.:)-]\s+/gi;
/** Items of a list counted in words, as their digits: "one, pay the bill", "done one and three". */
export const WORD_NUMBERS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
/** "… and um that's it really": a voice note's ending, which is no part of the last ask. */
const SIGNING_OFF =
  /[,.;]?\s*(?:(?:and|so)\s+)?(?:(?:um+|uh+|erm|er|yeah|ok|okay)[,.]?\s+)*that'?s (?:it|all|everything|about it)(?:\s+(?:really|for now|i think|thanks|ta|cheers|x+))*[.!]*\s*$/i;

/** Items counted in words, as markers with the number written in digits; none unless each item is a job. */
function wordMarkers(message: string): RegExpMatchArray[] {
  const words = [...message.matchAll(WORD_MARKER)];
  if (words.length < 2) return [];
  const jobs = words.every((marker) => readsAsAsk(message.slice((marker.index ?? 0) + marker[0].length, (marker.index ?? 0) + OPENING)));
  if (!jobs) return [];
  return words.map((marker) => {
    const numbered = [...marker] as RegExpMatchArray;
    numbered[1] = WORD_NUMBERS[marker[1].toLowerCase()];
    numbered.index = marker.index;
    return numbered;
  });
}

/** The markers of a one-line list: marked ones, or bare numbers each followed by a job. */
function itemMarkers(message: string): RegExpMatchArray[] {
  const marked = [...message.matchAll(ITEM_MARKER)];
  if (marked.length >= 2) return marked;
  const counted = wordMarkers(message);
  if (counted.length >= 2) return counted;
  const bare = [...message.matchAll(BARE_MARKER)];
  // Bare numbers make a list only from its start, or after a heading: "call person 1 call person 2" is none.
  if (bare.length < 2 || !/^(?:.*:)?\s*$/s.test(message.slice(0, bare[0].index))) return [];
  const jobs = bare.every((marker) => readsAsAsk(message.slice((marker.index ?? 0) + marker[0].length, (marker.index ?? 0) + OPENING)));
  return jobs ? bare : [];
}

/** The items of a numbered list written on one line, or the message as it is when it has none. */
function numberedItems(message: string): string[] {
  const markers = itemMarkers(message);
  // A list counts from 1 up, one by one: "at 2. then" or a lone "3)" are no list.
  if (markers.length < 2 || !markers.every((marker, index) => Number(marker[1]) === index + 1)) return [message];
  const lead = message.slice(0, markers[0].index).trim();
  const items = markers.map((marker, index) =>
    message.slice((marker.index ?? 0) + marker[0].length, index + 1 < markers.length ? markers[index + 1].index : undefined).trim(),
  );
  // "need to: 1) …" leads into the list; a lead that is an ask of its own stays one.
  return lead && readsAsAsk(lead.replace(/[:\-–]+$/, '')) ? [lead, ...items] : items;
}

/**
 * What heads a list of jobs and is none itself: "three things", "a few jobs for today", "need to",
 * "to do". Other headings ("urgent:", "I'm in New York:") say something about the asks and stay.
 */
const LIST_HEADING =
  /^(?:(?:right|ok|okay|so|and)[, ]+)*(?:(?:(?:a|the|my)\s+)?(?:few|couple(?:\s+of)?|some|several|quick|main|\d{1,2}|two|three|four|five|six|seven|eight)\s+)?(?:things?|tasks?|jobs?|items?|bits?|errands?|to-?dos?|list)(?:\s+(?:for|to do|to get done)(?:\s+\w+)?)?$|^(?:i\s+)?(?:need|have|got)\s+to$|^to-?dos?(?:\s+list)?$|^(?:(?:ok|so|right)[, ]+)?(?:heaps|loads|lots|a lot|tons|stacks)(?:\s+(?:on|to do|going on))?$/i;
/** "three things: book the van, …", "two things, …": words leading into the asks. */
const LEAD_IN = /^([^:,\n]{1,40}?)\s*[:,]\s+(?=\S)/;

/**
 * "so I need to sort a few bits: …", "got some jobs for you: …": a longer lead ending in a colon
 * that names the list, without a day of its own (a day heading gives its asks their day).
 */
const NAMED_LEAD =
  /^[^:\n]{1,80}?\b(?:things?|bits?(?: and bobs| and pieces)?|jobs?|tasks?|errands?|list|to-?dos?|stuff)(?:\s*:|\s+[-–—])\s+(?=\S)/i;
const DAY_WORD = /\b(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|weekend|\d{1,2}(?:st|nd|rd|th))\b/i;

/**
 * "I'm in the car so get the refund …", "voice note bc I'm driving: …": where the speaker is, said
 * before the asks, is none of them. Before a colon only with its reason ("I'm in New York: …" names
 * the zone the asks are in, and stays).
 */
const SITUATION_SO =
  /^(?:(?:voice (?:note|memo|message)|quick (?:note|one))\s+)?(?:(?:cos|coz|cause|because|bc|as)\s+)?(?:i'?m|i am|we'?re|we are|i'?ve just|just|still|currently)\s[^,.;:]{2,60}?(?:\s(?:so|and so)\s+|(?<=^(?:voice \S+ )?(?:cos|coz|cause|because|bc|as) \S.*)\s*:\s*)(?:(?:basically|um+|uh+|erm|like|yeah|ok|okay|right),?\s+)*(?=\S)/i;
/** "reminder to myself, …", "memo to self: …": who the asks are for, said before them. */
const FOR_MYSELF = /^(?:(?:a|quick)\s+)?(?:reminder|note|memo|message)\s+(?:to|for)\s+(?:myself|self|me)\s*[,:-]\s*(?=\S)/i;

/**
 * "lemme think, …", "voice note sorry driving, …", "for the Jones party I need to …": thinking aloud,
 * an apology for the note, or the occasion the jobs are for, said before them.
 */
const THINKING_ALOUD =
  /^(?:(?:lemme|let me|let'?s|lets) (?:think|see)|hmm+|right then|where was i|voice (?:note|memo|message)(?: (?:sorry|soz|apologies))?(?: (?:i'?m )?(?:driving|walking|in the car|on the go|on the move))?|(?:sorry|soz|apologies),? (?:i'?m )?(?:driving|walking|in the car|on the go|on the move))\s*[,:]\s*/i;
/** "and then also pay …": a voice note picked up mid-list, joined to what came before it. */
const JOINED_ON = /^(?:and|also|plus|then)(?:\s+(?:then|also|plus))*[\s,]+/i;
const OCCASION = /^for (?:the|my|our|this|that) [^,;:]{1,40}? (?=(?:i|we) (?:need|have|'ve got|got|gotta|must|should)\b)/i;

function withoutLeadIn(part: string): string {
  const aside = THINKING_ALOUD.exec(part) ?? OCCASION.exec(part) ?? JOINED_ON.exec(part);
  if (aside && readsAsAsk(part.slice(aside[0].length))) return withoutLeadIn(part.slice(aside[0].length));
  const situation = SITUATION_SO.exec(part) ?? FOR_MYSELF.exec(part);
  if (situation && readsAsAsk(part.slice(situation[0].length))) return part.slice(situation[0].length);
  const named = NAMED_LEAD.exec(part);
  if (named && !DAY_WORD.test(named[0]) && readsAsAsk(part.slice(named[0].length))) return part.slice(named[0].length);
  const lead = LEAD_IN.exec(part);
  if (!lead || !LIST_HEADING.test(lead[1])) return part;
  const rest = part.slice(lead[0].length);
  return readsAsAsk(rest) ? rest : part;
}
