import { wallTimeToUtc } from '../../tasks';
import type { Intent, InterpretContext } from './intent';
import { findTime, safeTimeZone } from './message-dates';

/**
 * Questions about what is planned: "what's on this week", "what have I got on friday", "am I free
 * tomorrow afternoon". Both read the day with the same dates as tasks do.
 */
const FREE_QUESTION =
  /^(?:(?:am|are|r) (?:i|we|u) (?:free|available|busy|clear|booked(?: up)?|around|open)|(?:is|are) (?:\S+ ){0,5}(?:free|clear|open) for (?:a |an |me|us)|(?:is|are) (?:\S+ ){0,2}(?:today|tonight|tomorrow|tmrw|\S*day|morning|afternoon|evening|night|weekend)(?: \S+){0,2} (?:free|clear|open) for |.+ (?:am|are) (?:i|we) (?:free|clear|around)$|.+ (?:i|we) (?:free|available|clear) or not$|(?:today|tonight|tomorrow|tmrw|\S+day)(?: (?:morning|afternoon|evening|night))? (?:do (?:i|we) )?have (?:any )?time\b|(?:any )?open slots?|any (?:time|slots?|gaps?|slack|space|room) (?=\S*day\b|today|tomorrow|tmrw|tonight|this|next|on|late|early|first thing|lunch|morning|afternoon|evening|(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\b)|free for (?:a|an) \S+|free for (?:a |an )?(?:quick |late |early |working )?(?:lunch|dinner|drinks|coffee|breakfast|brunch|call|chat|meeting|catch-?up|offsite|walk|pint)\b|(?:is|are) \d{1,2}[/.]\d{1,2} (?:free|clear|open)\b|(?:this|tomorrow|tmrw|tonight|today)(?: (?:morning|afternoon|evening|night|arvo))? (?:free|clear)\b|how much (?:free )?time|(?:am|will) i (?:be )?(?:free|available|busy|clear)|any (?:free|spare) (?:time|slots?)|(?:is|are) (?:\S+ ){0,7}(?:free|clear|open)$|(?:is|are) \d{1,2}(?::\d{2})?(?: ?[ap]m)? ?(?:-|to|till) ?\d{1,2}(?::\d{2})?(?: ?[ap]m)? (?:free|clear|open)\b|(?:any )?(?:free|available|avail) (?:anytime |any time |at all )?(?:time |slots? |windows? |gaps? )?(?:on |this |from |at |between |after |before |first thing|lunch|late (?:morning|afternoon)|early (?:morning|afternoon|evening)|tomorrow|today|tmrw|tonight|\w+day|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b)|what'?s (?:free|open)|do i have (?:anything|time|any time|a free slot|something)(?! to do| (?:with|from|about|for|to) (?!\S*day\b|today|tomorrow|tmrw|the \d))|when am i free|have i got (?:anything|(?:any )?(?:spare |free )?time)|got (?:any )?time|got any (?:spare|free) time|(?:do|will) i have (?:a )?(?:gap|window|slot))\b/;
const LIST_QUESTION =
  /^(?:(?:talk|walk|take|run) me through|(?:go|run) through|rest of|any (?:tasks|things|jobs|meetings|calls|plans|deadlines|reminders)|anything coming|how(?:'?s| does| is) (?:my|the|this|next|tomorrow|today)|what'?s|whats|what is|what have i got|what do i have|what have i|have i got|anything|show(?: me)?|agenda|what does|what'?s happening|what am i doing|what am i|what do i need to do|what have i got to do|what'?s left|what'?s next|whats next|what'?s planned|what'?s coming up|my(?= (?:day|days|week|weekend|morning|afternoon|evening|agenda|schedule|list|plans?|diary|calendar|tasks|jobs|to-?dos?|todo|rota|lineup|line-up|plate|\w+day|tomorrow|tmrw|today)\b))\b/;
const HOUR_MS = 60 * 60 * 1000;
/** Where a working day starts, for a window asked "before" an hour. */
const WORKDAY_START = 9;
/** Where a working day ends, for a window asked "after" an hour. */
const WORKDAY_END = 18;
const WEEK = /\b(?:this|next|the|my|rest of the) week\b|\bweek ahead\b|\bmy week\b/;
const OVERDUE = /\b(?:overdue|late on|running late|behind on|missed|let slip|slipped|slipping)\b|\blate$/;
const PARTS: [RegExp, number, number][] = [
  [/\bfirst thing\b/, 8, 9],
  [/(?<!after )\blunch ?(?:time)?\b/, 12, 13],
  [/\blate afternoon\b/, 15, 17],
  [/\bearly afternoon\b/, 12, 14],
  [/\blate morning\b/, 10, 12],
  [/\bearly evening\b/, 17, 19],
  [/\bmorning\b/, 9, 12],
  [/\b(?:afternoon|after lunch)\b/, 12, 17],
  [/\b(?:evening|tonight|night)\b/, 17, 21],
];
/** "tonight from 10", "free after 11 tonight": an hour said of the evening is in it, and what follows runs to midnight. */
const OF_THE_EVENING = /\b(?:tonight|evening|night)\b/;

function localDate(instant: string, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
  const [year, month, day] = parts.split('-').map(Number);
  return { year, month, day };
}

function dayOf(plain: string, context: InterpretContext): string | null {
  const found = findTime(plain, context, false);
  if (found) return found.instant;
  if (/\btoday\b/.test(plain)) return context.now.toISOString();
  return null;
}

/**
 * Free time asked without "am I free": an opening that asks ("any", "got", "is there", "can I fit")
 * with a word for room in the day ("space", "gap", "slot", "clear"). "any space thursday afternoon",
 * "can I fit a call in monday morning", "got a gap today?".
 */
const ROOM_ASKED =
  /^(?:(?:do|will) (?:i|we) have|have (?:i|we) got|(?:i|we) got|got|any|anything|is there(?: any)?|are there(?: any)?|when(?:'?s| is) (?:there|my next)|can (?:i|we)|could (?:i|we)|what(?:'?s| is) my|how(?:'?s| is) my)\b.*\b(?:space|room|gap|gaps|window|windows|slot|slots|opening|openings|free|availability|clear|time free|time (?:for|to)|(?:hours?|hrs?|mins?|minutes) spare|slack (?=\S*day\b|today|tomorrow|tmrw|tonight|this|morning|afternoon|evening)|fit (?:\S+ ){0,4}in|squeeze (?:\S+ ){0,4}in|(?:an?|half an|one|two|\d{1,3}) (?:hours?|hrs?|mins?|minutes)(?= (?:free |spare )?(?:at|around|from|after|before|between|on|this|tomorrow|tmrw|today|\S*day)\b))\b/;

/**
 * Room asked for one thing at given hours: "space for a chat tuesday 10-11", "can I grab lunch with Jo
 * friday 1 to 2". Only with a span of hours, which a job to write down rarely carries.
 */
const ROOM_FOR =
  /^(?:any |got )?(?:space|room) for (?:a|an|one|another) |^(?:can|could) (?:i|we) (?:do|fit|squeeze|grab|have|book|take|make|manage)\b/;
/**
 * "gap on monday morning?", "is my morning free tomorrow", "free 5pm today?", "what time I am free on
 * saturday": room asked for in a few words, or in a learner's order.
 */
const FREE_SAID_SHORT =
  /^(?:(?:any )?gaps? (?:on |this |tomorrow|tmrw|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:is|are) my (?:morning|afternoon|evening|day|diary|calendar) (?:free|clear|open)\b|free (?:at )?\d{1,2}(?::\d{2})? ?(?:am|pm)?\b(?=.*\b(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)|what time (?:i am|am i|i'?m) free\b|free (?:on )?\d{1,2}[/.]\d{1,2}\b)/;
/** "free 10 till 12 tomorrow", "free next tuesday between 10 and 12": a span of hours led by the word free alone. */
const FREE_SPAN = /^(?:(?:am|are) (?:i|we) )?(?:free|available|clear) (?:(?:\S+ ){0,3}(?:from|between) )?\d/;
/** "anything on …", "got anything booked …": the list asked of, which hours make a question of free time. */
const ANYTHING_ON = /^(?:(?:have (?:i|we) |(?:i|we) )?got |is there |do (?:i|we) have )?anything(?: (?:on|booked|planned|in))?\b/;
const NEXT_HOURS = /\bthe next (\d{1,2}|a|an|one|two|three|four|couple of) (?:hours?|hrs?)\b/;
const BEFORE_HOUR = /\bbefore (\d{1,2})(?::(\d{2}))? ?(am|pm)?\b/;

/** "am I free for the next 2 hours", "have I got a free hour before 5 today?": from now until then. */
function windowFromNow(clocked: string, context: InterpretContext): Intent | null {
  const now = context.now.getTime();
  const next = NEXT_HOURS.exec(clocked);
  if (next) {
    const hours = LENGTH_WORDS[next[1]] ?? (next[1] === 'couple of' ? 2 : Number(next[1]));
    return { kind: 'free_time', from: context.now.toISOString(), to: new Date(now + hours * HOUR_MS).toISOString() };
  }
  const before = BEFORE_HOUR.exec(clocked);
  if (!before || /\b(?:tomorrow|tmrw|\w+day)\b/.test(clocked.replace(/\btoday\b/, ''))) return null;
  const hour = hourOf(before[1], before[2], before[3]);
  if (hour === null) return null;
  const timeZone = safeTimeZone(context.timeZone);
  const day = localDate(context.now.toISOString(), timeZone);
  const until = wallTimeToUtc({ ...day, hour: Math.floor(hour), minute: Math.round((hour % 1) * 60), second: 0 }, timeZone);
  return until > now ? { kind: 'free_time', from: context.now.toISOString(), to: new Date(until).toISOString() } : null;
}
const NAMED_WEEKDAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/;
/** How long the thing asked about takes: "a 2 hour shoot", "an hour", "90 mins". */
const LENGTH = /\b(?:(\d{1,2}|a|an|one|two|three|four)[ -]?(?:hours?|hrs?|h)|(\d{2,3})[ -]?(?:mins?|minutes)|(half an? hour|half hour))\b/;
const LENGTH_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };

function lengthOf(plain: string): number | null {
  const length = LENGTH.exec(plain);
  if (!length) return null;
  if (length[3]) return 0.5;
  if (length[2]) return Number(length[2]) / 60;
  return LENGTH_WORDS[length[1]] ?? Number(length[1]);
}

/** The hours a question names: "at 4" (that hour), "2-4" or "between 2 and 4" (that span); bare hours 1–7 are afternoon. */
const HOUR_SPAN =
  /\b(?:from |between )?(\d{1,2})(?::(\d{2}))? ?(am|pm)? ?(?:(?:-|to|and|till|until|til) ?| )(\d{1,2})(?::(\d{2}))? ?(am|pm)?\b/;
/** "half 2" is half past two where daily's people say it; "quarter past 9" and "quarter to 5" too. */
function withClockDigits(plain: string): string {
  return plain
    .replace(/\b(?:half past|half) (\d{1,2})\b(?!:)/g, '$1:30')
    .replace(/\bquarter past (\d{1,2})\b(?!:)/g, '$1:15')
    .replace(/\bquarter to (\d{1,2})\b(?!:)/g, (_match, hour: string) => `${(Number(hour) + 11) % 12 || 12}:45`)
    .replace(/\b(?:noon|midday|12 noon)\b/g, '12pm');
}
/** "at 4", "for 10am": an hour; "for 3/12" is a date, never the hour 3. */
const AT_HOUR = /\b(?:at|around|about|for|@|after|from) (\d{1,2})(?::(\d{2}))? ?(am|pm)?\b(?![/.]\d)|\b(\d{1,2})(?::(\d{2}))? ?(am|pm)\b/;

function hourOf(hour: string, minute: string | undefined, half: string | undefined, fallback?: string): number | null {
  let h = Number(hour);
  const m = Number(minute ?? '0');
  if (h > 23 || m > 59) return null;
  const side = half ?? fallback;
  if (side === 'pm' && h < 12) h += 12;
  else if (side === 'am' && h === 12) h = 0;
  else if (!side && h >= 1 && h <= 7) h += 12;
  return h + m / 60;
}

/** The clock hours asked about, as [from, to) in local hours; null when no hour is named. */
function hoursAsked(said: string): [number, number] | null {
  const length = lengthOf(said);
  const plain = length === null ? said : said.replace(LENGTH, ' ');
  const span = HOUR_SPAN.exec(plain);
  if (span) {
    const end = hourOf(span[4], span[5], span[6]);
    // "9 to 5pm" is 9 in the morning: the end's pm passes to the start only where it keeps the start first.
    const shared = hourOf(span[1], span[2], span[3], span[6] ?? undefined);
    const from = end !== null && shared !== null && shared >= end ? hourOf(span[1], span[2], span[3]) : shared;
    // "from 6 to 8": an end with no half of the day said comes after the start.
    const to = end !== null && from !== null && !span[6] && end <= from && end < 12 && end + 12 > from ? end + 12 : end;
    if (from !== null && to !== null && to > from && to - from <= 12) return [from, to];
  }
  // "could i fit a lockout in before 11 tomorrow": from the start of the working day until then.
  const before = BEFORE_HOUR.exec(plain);
  const until = before ? hourOf(before[1], before[2], before[3]) : null;
  if (until !== null && until > 1) return [Math.min(WORKDAY_START, until - 1), until];
  const at = AT_HOUR.exec(plain);
  if (!at) return null;
  const evening = OF_THE_EVENING.test(plain) && Number(at[1] ?? at[4]) >= 5;
  const from = at[1] ? hourOf(at[1], at[2], at[3], evening ? 'pm' : undefined) : hourOf(at[4], at[5], at[6]);
  if (from === null) return null;
  if (/^(?:after|from) /.test(at[0]) && !length && evening && from >= 12) return [from, 24];
  // "any gaps after 2": from that hour to the end of the working day.
  if (/^after /.test(at[0]) && !length && from < WORKDAY_END) return [from, WORKDAY_END];
  // An hour asked is that hour: "am I free at 4" means 4 to 5, not the rest of the day.
  return [from, Math.min(from + (length && length <= 12 ? length : 1), 24)];
}

/** A question said first, and more after it: "is thursday clear? Tom wants a long session". */
const FIRST_QUESTION = /^([^?]{4,80})\?\s+\S/;
/**
 * "can we do thursday at 10 instead", "can we do this tomorrow": a task moved, not room asked for;
 * "can I do a call at 4 or is that rude", "could I do a 5k without training": asked about something else.
 */
const MOVED_INSTEAD = /\binstead\b|^(?:can|could) (?:we|i) do (?:it|this|that)\b|\bor (?:is|would|will|should)\b|\bwithout\b/;
const NEAR_DAY = /\b(?:today|tonight|tomorrow|tmrw)\b/;
/** One day named: "tues", "the 19th"; asked "anything on" them, today and tomorrow have lists of their own ("anything tomorrow morning?"). */
const ONE_DAY =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|the \d{1,2}(?:st|nd|rd|th)?)\b/;

/** "am I free tomorrow afternoon?": the window asked about, a whole working day without a part of it. */
export function freeTimeIn(said: string, context: InterpretContext): Intent | null {
  // "is thursday clear? Tom wants a long session": the question, and why it is asked after it.
  // "Please am I free on Thursday by 11am?": the courtesy said first is no part of the question.
  const plain = (FIRST_QUESTION.exec(said)?.[1] ?? said).replace(/^(?:(?:please|pls|kindly|so|ok|okay|hey|quick q)[,!.:]?\s+)+(?=\S)/, '');
  const clocked = withClockDigits(plain);
  const spanAsked = HOUR_SPAN.test(clocked);
  const partAsked = PARTS.some(([words]) => words.test(plain));
  // "anything on saturday between 9 and 1", "can I do a 1 hour interview at 3": hours asked about, not the day's list.
  // "got anything on tues evening", "can I do a call at 5 today": a part of a day or an hour, asked of one day.
  const hoursNamed =
    spanAsked ||
    (AT_HOUR.test(clocked) && (ANYTHING_ON.test(plain) || LENGTH.test(plain) || /^(?:can|could) (?:i|we) (?:fit|squeeze)\b/.test(plain))) ||
    ((AT_HOUR.test(clocked) || partAsked) &&
      ((ANYTHING_ON.test(plain) && ONE_DAY.test(plain)) || (ROOM_FOR.test(plain) && (ONE_DAY.test(plain) || NEAR_DAY.test(plain)))) &&
      !MOVED_INSTEAD.test(plain));
  if (
    !FREE_QUESTION.test(plain) &&
    !FREE_SAID_SHORT.test(plain) &&
    !ROOM_ASKED.test(plain) &&
    !((ROOM_FOR.test(plain) || FREE_SPAN.test(plain) || ANYTHING_ON.test(plain)) && hoursNamed)
  )
    return null;
  const fromNow = windowFromNow(clocked, context);
  if (fromNow) return fromNow;
  // "any space wednesday next week" asks about the wednesday; the week alone asks about the week.
  if (WEEK.test(plain) && !NAMED_WEEKDAY.test(plain)) return { kind: 'list', view: 'week', day: null };
  // "am I free now": the hour from now.
  if (/\b(?:now|right now|atm|at the moment)$/.test(plain))
    return { kind: 'free_time', from: context.now.toISOString(), to: new Date(context.now.getTime() + HOUR_MS).toISOString() };
  const timeZone = safeTimeZone(context.timeZone);
  const hours = hoursAsked(withClockDigits(plain));
  const dayWords = withClockDigits(plain)
    .replace(LENGTH, ' ')
    .replace(/\b(?:morning|afternoon|evening|after lunch)\b/g, '')
    .replace(/\b(?:half past|half|quarter past|quarter to) \d{1,2}\b/g, ' ')
    .replace(hours ? HOUR_SPAN : /$^/, ' ')
    .replace(hours ? AT_HOUR : /$^/, ' ');
  const day = localDate(dayOf(dayWords, context) ?? context.now.toISOString(), timeZone);
  const part = PARTS.find(([words]) => words.test(plain));
  const [from, to] = hours ?? (part ? [part[1], part[2]] : [9, 18]);
  const at = (hours: number) =>
    wallTimeToUtc({ ...day, hour: Math.floor(hours), minute: Math.round((hours % 1) * 60), second: 0 }, timeZone);
  // The evening runs to midnight, the start of the next day; a window already begun is free only from now.
  const end = to >= 24 ? at(23) + HOUR_MS : at(to);
  const start = Math.max(at(from), Math.min(context.now.getTime(), end));
  return { kind: 'free_time', from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

/** "what's on this week", "anything on thursday?": the week, or the day the question names. */
const ordinalEnding = (day: number) =>
  day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';

export function agendaIn(said: string, context: InterpretContext): Intent | null {
  const plain = said
    .replace(/^what'?ve\b/, 'what have')
    .replace(/^what did (?:i|we) miss\b/, 'what have i missed')
    // "remind me what I have on today", "give me my day": the list asked for in other words.
    .replace(/^(?:(?:can|could) you )?(?:remind me|tell me) what (?:i|we) (?:have|'?ve got|got) (?:on )?/, 'what have i got on ')
    .replace(/^(?:(?:can|could) you )?(?:please |pls )?(?:give|show|send|read) me (?:my|the) day\b/, 'what have i got on today')
    .replace(/^what'?s (?:my|the) next (?:thing|task|job|one)\b/, "what's next")
    // "could you show me what's left for today?", "would you list what I have on the 1st": the list asked for politely.
    .replace(
      /^(?:(?:please|pls|kindly) )?(?:(?:can|could|would|will) (?:you|u) )?(?:please |pls |kindly )?(?:show me|list|tell me|give me|read me|read out|send me|share|share with me|let me know) (?=what\b)/,
      '',
    )
    // "who've i got tmrw", "who i got tomorrow": the day's clients, which are its list.
    .replace(/^who(?:'ve| have| do)? (?:i|we) (?:got|have|seeing|see)\b/, 'what have i got')
    .replace(/^(?:wuts|wots|wats|whts|wuts) next$/, "what's next")
    .replace(/^(?:have|did) (?:i|we) (?:missed|miss|forgotten|forget) anything\b/, 'what have i missed')
    .replace(/^(?:next up|up next)$/, "what's next")
    .replace(/^what did (?:i|we) (?:let slip|forget)\b/, 'what have i let slip')
    .replace(
      /^(?:(?:can|could) you )?(?:please |pls )?(?:list|show me|give me|read me) (?:everything|it all|all of it|all my (?:tasks|jobs|stuff|reminders)|my (?:tasks|jobs|stuff|list|reminders|appointments|bookings)|the lot)\b(?: (?:for|on))?/,
      'what have i got on',
    )
    .replace(/^what (?:jobs|tasks|things|calls|meetings|appointments) do (?:i|we) have\b/, 'what do i have')
    // "what I have on 3/12", "what all is pending": a learner's and an Indian English way of asking the list.
    .replace(/^what (?:i|we) (?:have|got)\b/, 'what do i have')
    // "what must I do today", "what appointments I have saturday", "which tasks I forgot?", "what I not finish yet".
    .replace(/^what (?:must|should) (?:i|we) do\b/, 'what do i have')
    .replace(/^what (?:appointments|meetings|calls|jobs|tasks|things|bookings|clients) (?:i|we) (?:have|got)\b/, 'what do i have')
    .replace(/^which (?:tasks|jobs|things|ones) (?:did )?(?:i|we) forg[eo]t\b/, 'what have i let slip')
    .replace(
      /^what (?:i|we) (?:not|didn'?t|did not|haven'?t|have not) (?:finish|finished|do|done)(?: yet)?(?: from (?:before|last week|yesterday))?$/,
      "what's overdue",
    )
    .replace(/^(?:tell me )?what(?:'s| is) after (?:this|that)\b.*$/, "what's next")
    .replace(/^what all (?:is|are) (?:pending|left|due|remaining)\b(?: from (?:before|last week|yesterday))?/, "what's left")
    .replace(/^which (?:tasks|jobs|things|ones) are (?:late|overdue)\b/, "what's overdue")
    // "tomorrow any appointment?", "friday any jobs": the day named first, then what is asked of it.
    .replace(
      /^(today|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day) any (?:appointments?|appts?|bookings?|jobs?|meetings?|tasks?|calls?|clients?|plans?)$/,
      "what's on $1",
    )
    // "show me fri", "wk ahead?", "rest of the day?": the list named by its day or stretch alone.
    .replace(
      /^(?:show me|and|anything|anything on|is there anything(?: on)?|sched(?:ule)? for) ((?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|tomorrow|tmrw|today)$/,
      "what's on $1",
    )
    // "show me tomorrows walks", "send me fridays jobs": the day's work named in the trade's word.
    .replace(
      /^(?:show me|send me|give me|gimme|what are) (today|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'?s [a-z]+s(?: (?:pls|please))?$/,
      "what's on $1",
    )
    // "the 20th, what's on?", "friday, what have I got": the day said first.
    .replace(
      /^(the \d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw),? (what'?s on|what have i got)$/,
      '$2 $1',
    )
    .replace(/^my day$/, "what's on today")
    .replace(/^(?:did|have) (?:i|we) let anything slip\b/, 'what have i let slip')
    .replace(/^anything (?:i'?ve|i have|we'?ve|we have) (?:dropped the ball on|let slip|forgotten|missed)$/, 'what have i missed')
    .replace(/^(?:the )?(?:week|wk) ahead(?: (?:pls|please))?$/, "what's on this week")
    // "week view pls", "gimme the week", "this weeks stuff": the week's list, named.
    .replace(
      /^(?:(?:gimme|give me|show me|send me) )?(?:the |this |my )?(?:week|wk)(?:'?s)?(?: (?:view|overview|list|stuff|tasks|jobs|things))?(?: (?:pls|please|then))?$/,
      "what's on this week",
    )
    .replace(
      /^is there anything (?:overdue|late)\b.*$|^is there anything (?:i'?ve|i have) (?:forgotten|missed|let slip)\b.*$/,
      "what's overdue",
    )
    // "am I late on anything", "are we behind on anything": the overdue list asked as a yes or no.
    .replace(/^(?:am i|are we) (?:late|behind|overdue) (?:on|with) anything\b.*$/, "what's overdue")
    // "what do I have on the 19": a day of the month said without its ending.
    .replace(/^(what do i have (?:on )?the )(\d{1,2})$/, (_, asked: string, day: string) => `${asked}${day}${ordinalEnding(Number(day))}`)
    .replace(/^(?:the )?rest of (?:the|my) day$/, "what's on today")
    .replace(/^next (?:\d{1,2}|few|couple of) (?:things|tasks|jobs)$/, "what's next")
    // "what grooms have I got today": the day's work asked for in the words of the trade.
    .replace(
      /^what [a-z]+s (?:have (?:i|we) got|do (?:i|we) have|(?:i|we)'?ve got)(?= (?:on |for )?(?:today|tomorrow|tmrw|this|next|on|\w+day)\b)/,
      'what do i have',
    )
    // "how many tasks have I got left today": the count asked is answered with the list itself.
    .replace(
      /^how many (?:open |more )?(?:tasks|things|jobs|to-?dos|reminders) (?:do (?:i|we) (?:still )?have|have (?:i|we) (?:still )?got|(?:i|we) (?:still )?(?:have|got)|(?:i|we)'?ve got|are there|are (?:still )?(?:left|open)|left)\b/,
      'what do i have',
    );
  if (!LIST_QUESTION.test(plain) || plain.split(' ').length > 10) return null;
  // "what's the date next monday": a date asked for, not the list on it.
  if (/^(?:what'?s|whats|what is) the date\b|^what date is\b/.test(plain)) return null;
  // "what's a good rate for …": a question about a thing, not about the list.
  if (/^(?:what'?s|whats|what is) (?:a|an)\b/.test(plain)) return null;
  // "what's the going rate for a half day": a price asked, whatever day it names.
  if (/^(?:what'?s|whats|what is) (?:the |my )?(?:going |usual |normal )?(?:rate|price|cost|fee|charge|day rate)\b/.test(plain))
    return null;
  // "whats in season for a december wedding", "whats the tip etiquette at thanksgiving": a thing asked about, not the list.
  if (THING_ASKED.test(plain)) return null;
  // "what's the weather like tmrw", "whats traffic like friday": the world outside asked about, not the list.
  if (
    /^(?:what'?s|whats|what is|how'?s|how is) (?:the )?(?:weather|forecast|traffic|tide|tides|temperature|temp|rain|score|match|game|news)\b/.test(
      plain,
    )
  )
    return null;
  if (WEEK.test(plain) || /\bweek look\b/.test(plain)) return { kind: 'list', view: 'week', day: null };
  if (OVERDUE.test(plain) || /\banything (?:i'?ve |i have |i )?(?:forgot|forgotten)\b/.test(plain))
    return { kind: 'list', view: 'overdue', day: null };
  if (/\b(?:today|tonight)\b/.test(plain) || DAY_AHEAD.test(plain)) return { kind: 'list', view: 'today', day: null };
  const dayAfter = /\bday after\b/.test(plain);
  if (/\btomorrow\b/.test(plain) && !dayAfter) return { kind: 'list', view: 'tomorrow', day: null };
  if (/\bnext$/.test(plain)) return { kind: 'list', view: 'next', day: null };
  const named =
    /\b(?:on|for)\b/.test(plain) || /\b\w+day\b/.test(plain) || /\b\d{1,2}[/.-]\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)\b/.test(plain) || dayAfter
      ? findTime(plain, context, false)
      : null;
  if (named?.date) return { kind: 'list', view: 'day', day: named.date };
  return UPCOMING.test(plain) && !named ? { kind: 'list', view: 'next', day: null } : null;
}

const THING_ASKED =
  /^(?:what'?s|whats|what is) (?:in (?!(?:the |my )?(?:diary|calendar|schedule|pipeline|store)\b)|the (?!(?:plan|plans|agenda|schedule|list|lineup|line-up|rundown|day|week|weekend|diary|calendar|damage|story|score|deal|situation|state|status|next|first|last|rest)\b)[a-z]+ (?!(?:on|for|look|looking|like|today|tomorrow|tmrw)\b)[a-z]+)/;

/** "what's my day look like", "how's the day looking": today's list asked by its shape. */
const DAY_AHEAD = /^(?:what'?s|whats|what does|how'?s|how does|how is) (?:my|the) day (?:look|looking)(?: like)?\b/;

/**
 * The list asked for without a day: "what's on", "anything coming up?", "what's on my plate",
 * "show me my list". What is next, as "list" alone is.
 */
const UPCOMING =
  /^(?:what'?s on|whats on|what is on|anything on|anything coming up|what'?s coming up|whats coming up|what is coming up|anything (?:due|planned|scheduled|else)|what'?s left|whats left|what have i got(?: left| on| coming up| to do)?|what do i have(?: left| on| coming up| to do)?|what'?s (?:on )?(?:my|the) (?:plate|list|agenda|schedule|cards|docket)|show(?: me)? (?:my|the) (?:list|tasks|to-?dos|agenda|schedule)|show(?: me)? (?:everything|it all|all of it|all my (?:stuff|tasks))|my (?:list|tasks|to-?dos|agenda|schedule)|what am i doing|what'?s happening|what'?s planned|anything i need to (?:do|know))(?: (?:then|now|next|please|pls|for me|at the moment|right now|atm|on my plate|lined up|coming up|left|to do|at all))*$/;

/**
 * A list asked for by naming it rather than with a question: "jobs for thursday the 19th", "my
 * diary for friday", "send me tomorrow's rundown", "list all my jobs". The whole message is the
 * name of the list, the day, and words of asking; anything more may be a job and is left alone.
 */
const LIST_NAME =
  '(?:tasks|jobs|to-?dos?|to-?do list|diary|schedule|agenda|calendar|plans|list|rundown|run-down|lineup|line-up|overview|summary|lowdown|bookings|appointments)';
const ASKING_FOR =
  "(?:(?:can|could|will) (?:you|u) )?(?:please |pls )?(?:(?:give|show|send|tell|read|get)(?: me| us)?|list|what'?s|whats|what is|what are|read out)? ?";
const NAMED_LIST = new RegExp(
  String.raw`^${ASKING_FOR}(?:(?:all|all of) )?(?:(my|the|our|today'?s|tomorrow'?s|this week'?s|the week'?s) )?${LIST_NAME}(?: (?:for|on|of|from) (.+?)| (.+?))?$`,
);
const COURTESY_AFTER = /(?: (?:please|pls|plz|then|thanks|ta))+$/;
const DAY_LEFT = /^(?:the|on|for|of)?$/;

export function namedListIn(plain: string, context: InterpretContext): Intent | null {
  if (plain.split(' ').length > 9) return null;
  // "tmrw's list pls": tomorrow's, however it is shortened.
  const said = plain
    .replace(/\b(?:tmrw|tmr|tmoz|tomoz|2moro|2morrow|tomorow|tmorrow)(?='s\b|s\b)/, 'tomorrow')
    .replace(/\btomorrows\b/, "tomorrow's");
  const named = NAMED_LIST.exec(said.replace(COURTESY_AFTER, ''));
  if (!named) return null;
  const owner = named[1] ?? '';
  const rest = (named[2] ?? named[3] ?? '').trim();
  // "list tasks" with nobody's list named and no day is a job to write one.
  if (!owner && !rest && !/^(?:give|show|send|tell|read|get|what|list|can|could|will|please|pls)/.test(plain)) return null;
  if (/^today'?s$/.test(owner)) return rest ? null : { kind: 'list', view: 'today', day: null };
  if (/^tomorrow'?s$/.test(owner)) return rest ? null : { kind: 'list', view: 'tomorrow', day: null };
  if (/week'?s$/.test(owner) || /^(?:this |the |next )?week$/.test(rest)) return { kind: 'list', view: 'week', day: null };
  if (!rest) return { kind: 'list', view: 'next', day: null };
  if (/^today$/.test(rest)) return { kind: 'list', view: 'today', day: null };
  if (/^(?:tomorrow|tmrw|tmr)$/.test(rest)) return { kind: 'list', view: 'tomorrow', day: null };
  const day = findTime(rest, context, false);
  if (!day?.date || day.time) return null;
  return DAY_LEFT.test(`${rest.slice(0, day.index)} ${rest.slice(day.index + day.text.length)}`.trim())
    ? { kind: 'list', view: 'day', day: day.date }
    : null;
}
