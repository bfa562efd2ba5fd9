import { splitAsks } from './message-clauses';
import { isTaskVerb, WEEKDAY_NAME } from './message-words';

/**
 * A day said once for a list of jobs: "tomorrow: dentist at 9am, lunch with Ana at 1pm", "remind
 * me friday to call the garage, pay the dispatchers and order new radios", "Kindly note for Monday:
 * (1) draft the codicil; (2) telephone the Land Registry". Each job that names no day of its own
 * takes the list's, and is read with its own time.
 */

const DAY = String.raw`(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)`;
const PART_OF_DAY = String.raw`(?: (?:morning|afternoon|evening|night))`;

/** "tomorrow: …", "three jobs for friday: …", "my list for tonight: …": a day heading the asks that follow. */
const DAY_HEADING = new RegExp(
  String.raw`^(?:(?:right|ok|okay|so|and|alright)[, ]+)*(?:(?:a )?(?:couple(?: of)?|few|two|three|four|five|\d) (?:things|jobs|tasks|bits|errands) |(?:my |one |a )?(?:list|jobs?|tasks?|things?|plan|to-?dos?|to-?do list) )?(?:for )?((?:(?:before|by) )?(?:on )?${DAY})(?:'?s)?(?: (?:list|plan|jobs|tasks|to-?dos?|to-?do list|agenda|schedule|lot))?(?:,? (?:please|pls))?\s*:\s*(.+)$`,
  'is',
);
/** "Kindly note for Monday: …", "Three items for Thursday: …", "do the following on Friday: …": a longer lead naming the day. */
const LEAD_FOR_A_DAY = new RegExp(
  String.raw`^[^:\n]{0,60}?\b(?:for|on) (${DAY}${PART_OF_DAY}?)(?:,? (?:please|pls))?(?:\s*:|\s+[-–—])\s*(.+)$`,
  'is',
);
/** "Busy day tomorrow!! Pick up eggs at 8, …": a day said to be full, then what fills it. */
const FULL_DAY = new RegExp(
  String.raw`^(?:(?:a|another|what a) )?(?:busy|big|long|full|packed|crazy|mad|hectic|manic|heavy) (?:day|one) (${DAY})\s*[!.]+\s+(.+)$`,
  'is',
);
/** "Busy day tomorrow! Collect the stands at 8, …": the full day is told to introduce its jobs, not to be felt. */
export function fullDayOfJobs(text: string): boolean {
  // "Tomorrow: 09:00 witness statement review; 12:30 lunch with counsel": a day's list, however it reads.
  if (DAY_HEADING.test(text.trim())) return true;
  const full = FULL_DAY.exec(text.trim());
  return full !== null && isTaskVerb(full[2].split(/\s+/)[0].toLowerCase());
}

/** Where a heading's list splits: every comma, semicolon and line, and "and" before an hour. */
const HEADED_BREAK = /\s*[,;\n]\s*(?:and\s+)?|\s+and\s+(?=\S+\s+(?:at|@)\s|(?:at|@) ?\d)/;
/** "(1) draft …", "to put up …": a number marking an item, or the "to" repeated from "remind me to". */
const ITEM_OPENING = /^(?:[-•*–—]\s*|\(?\d{1,2}[).]\s+|to\s+(?=\S))/i;

/** The asks under a day heading, each with the heading's day; null when the message has no such heading. */
export function underDayHeading(text: string, limit: number): string[] | null {
  const plain = DAY_HEADING.exec(text) ?? FULL_DAY.exec(text);
  const heading = plain ?? LEAD_FOR_A_DAY.exec(text);
  if (!heading) return null;
  const asks = heading[2]
    .split(HEADED_BREAK)
    .map((ask) => ask.trim().replace(ITEM_OPENING, ''))
    .filter(Boolean)
    // "pay the illustrator and send out the survey": two jobs joined by "and" are two asks.
    .flatMap((ask) => splitAsks(ask));
  // A longer lead is a heading only when a list follows it ("call Jo on friday: she's back" is one ask).
  if (!plain && asks.length < 2) return null;
  const day = heading[1].replace(/^on /i, '');
  // "8am school run" takes the day before its hour, where it is read as one time with it.
  return asks.slice(0, limit).map((ask) => (/^(?:at |@ ?)?\d/i.test(ask) ? `${day} ${ask}` : `${ask} ${day}`));
}

/** "tomorrow I gotta …", "friday at 10 …", "before the end of the month I must …": the day a ramble opens with. */
const OPENING_DAY = new RegExp(
  String.raw`^((?:today|tonight|tomorrow|this weekend|next week|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:before |by )?the end of (?:the |this )?(?:month|week)))(${PART_OF_DAY})?[, ]+`,
  'i',
);
/** What the opening day is followed by when it is the list's: "i"/"we" and a need, or an hour. */
const AFTER_OPENING_DAY = /^(?:(?:i|we)\b|(?:at|@) ?\d)/i;
/** "remind me friday to call the garage, …", "Please remind me on Saturday morning to …": the reminder's day. */
const REMINDED_ON = new RegExp(
  String.raw`^(?:(?:please|pls|kindly|could you|can you|would you(?: kindly| please)?)\s+)*remind me (?:on )?(${DAY}${PART_OF_DAY}?) to\s`,
  'i',
);
/** Words that give an ask a day of its own. */
const OWN_DAY =
  /\b(?:today|tonight|tomorrow|tmrw|tmr|tmoz|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|next|week|weekend|month|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2})\b/i;

/** The day the first ask opens with and hands on, and where that ask's own words begin; null for none. */
function openingDay(asks: string[]): { day: string; keepsFirst: boolean; from: number } | null {
  const first = asks[0] ?? '';
  const reminded = asks.length > 1 ? REMINDED_ON.exec(first) : null;
  if (reminded) return { day: reminded[1], keepsFirst: true, from: 0 };
  const opening = OPENING_DAY.exec(first);
  if (!opening) return null;
  const after = first.slice(opening[0].length);
  // "tonight edit the segment at 8, render at 10": a day then a job opens a list only when a list follows.
  const handsOn = AFTER_OPENING_DAY.test(after) || (asks.length > 1 && isTaskVerb(after.split(/\s+/)[0] ?? ''));
  if (!handsOn) return null;
  // The first ask keeps its part of the day ("friday morning at 8 …"); the others take the day alone.
  return { day: opening[1], keepsFirst: opening[2] !== undefined, from: opening[0].length };
}

/**
 * "tomorrow I gotta pick up the car at 9, drop off the parcels at 11 and call mum at 6": the day
 * the message opens with is each job's that names none of its own, and is read with the job's time.
 */
export function withSharedDay(asks: string[], text = ''): string[] {
  const opening = openingDay(asks);
  if (!opening) return thenOnTheSameDay(asks, text);
  return asks.map((ask, index) => {
    if (index === 0 && opening.keepsFirst) return ask;
    const own = index === 0 ? ask.slice(opening.from) : ask.replace(ITEM_OPENING, '');
    if (OWN_DAY.test(own)) return own;
    // "at 3 email Tom" takes the day before its hour, where it is read as one time with it.
    return /^(?:at|@) ?\d/i.test(own) ? `${opening.day} ${own}` : `${own} ${opening.day}`;
  });
}

/** The day an ask names, in the words that name it. */
const NAMED_DAY = new RegExp(String.raw`\b(?:today|tonight|tomorrow|tmrw|tmr|${WEEKDAY_NAME})\b`, 'i');
/** "…, then", "and after that": said before an ask, the next job of the same day. */
const THEN_BEFORE = /(?:\bthen|\bafter that|\bafterwards)[\s,]*$/i;
const AT_AN_HOUR = /(?:\bat|@) ?\d/i;

/**
 * "meet the architect at the site tues 10, then walk the Queens job at 1": the job after "then" is on the day before it;
 * so is a job about whoever the part before named ("mum lands friday, collect her at 6").
 */
function thenOnTheSameDay(asks: string[], text: string): string[] {
  const lower = text.toLowerCase();
  let from = 0;
  return asks.map((ask, index) => {
    const at = lower.indexOf(ask.toLowerCase(), from);
    const said = at >= 0 ? lower.slice(from, at) : '';
    if (at >= 0) from = at + ask.length;
    const before = index > 0 ? NAMED_DAY.exec(asks[index - 1]) : null;
    // "my parents fly in sunday, pick them up at 6pm": a job about those just named is on their day.
    const aboutThem = /\b(?:them|him|her)\b/i.test(ask) && !isTaskVerb(asks[index - 1]?.split(/\s+/)[0]?.toLowerCase() ?? '');
    if (!before || !(THEN_BEFORE.test(said) || aboutThem) || !AT_AN_HOUR.test(ask) || OWN_DAY.test(ask)) return ask;
    return `${ask} ${before[0]}`;
  });
}

/** ", both today", "— all three tomorrow", ", each by friday": a time said once after the jobs, for all of them. */
const FOR_ALL_TIME = String.raw`[\s,;—–-]+(?:both|all(?: (?:three|four|five|3|4|5|of (?:them|em|those)))?|each|the lot)(?: of them)?[\s,]+((?:by |on |for |before )?(?:today|tonight|tomorrow|tmrw|tmr|this (?:morning|afternoon|evening|week)|next week|${WEEKDAY_NAME})(?: (?:morning|afternoon|evening|night))?(?: (?:at|@) ?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)?)`;
const FOR_ALL = new RegExp(String.raw`${FOR_ALL_TIME}(?:[\s.!]*$|[\s,]+(?:and|then|&|plus)\s+(?=\S))`, 'i');
/** What a job acts on, named whole: "the hotel", "a skip". */
const THING_NAMED = /^(?:the|a|an|some|my|our|his|her|their)\s+\S/i;

/**
 * "book the flights and the hotel": one verb said before each thing it acts on, as a job for each.
 * Null unless the first part opens on a verb and each after it names only a thing.
 */
function sharedVerb(jobs: string, counted: number | null): string[] | null {
  const parts = jobs.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((part) => part.trim());
  const verb = parts[0].split(/\s+/)[0];
  if (parts.length < 2 || !isTaskVerb(verb.toLowerCase()) || parts[0].split(/\s+/).length < 2) return null;
  // "book flights and hotel, both tomorrow": a thing named bare counts as one when the count says so.
  if (parts.length !== counted && !parts.slice(1).every((part) => THING_NAMED.test(part))) return null;
  return [parts[0], ...parts.slice(1).map((part) => `${verb} ${part}`)];
}

/**
 * "send the timesheet and chase the PO number, both today": the jobs before the time, each with it,
 * then any ask said after it ("…, both tomorrow, and email Priya by 5"); null when no such time is
 * said or fewer than two jobs come before it.
 */
export function withTimeForAll(text: string, split: (text: string) => string[]): string[] | null {
  const said = FOR_ALL.exec(text);
  if (!said) return null;
  const before = text.slice(0, said.index);
  const parts = split(before);
  const asks = parts.length >= 2 ? parts : (sharedVerb(before, /\bboth\b/i.test(said[0]) ? 2 : null) ?? parts);
  if (asks.length < 2) return null;
  const after = text.slice(said.index + said[0].length).trim();
  return [...asks.map((ask) => `${ask} ${said[1]}`), ...(after ? split(after) : [])];
}
