import { shapeOf, tag } from './message-tagger';
import { taskOdds } from './message-task-odds';
import { opensAListedJob, readsAsAction, stripPrefixes } from './task-title';

/**
 * "haylage order, farrier for Dolly, chase Jess for her livery money", "thumbnail for kev's video +
 * colour grade the wedding ep + reply to the upwork guy", "care home at 10, wedding party in Chigwell
 * at 3, get the car washed": a list of jobs in which some are named by what they are rather than by
 * what to do. Each item is a job of its own. A list that names its things after a job ("buy bread,
 * milk and eggs", "order green soap, cartridges & stencil paper") shares the job's verb and is left
 * to the other readers, unless each thing has its own hour.
 */

/** Where a list's items part: a comma, with "and", "&" or "+" after it, or a "+" between spaces. */
const ITEM_BREAK = /\s*,\s*(?:(?:and|&|\+)\s+)?|\s+\+\s+/;
/** "…, farrier for Dolly and chase Jess": the last item's "and" parts two jobs only before a job. */
const LAST_AND = /\s+(?:and|&)\s+/i;
/** An item's own hour: "at 10", "2pm", "9:30". */
const CLOCK = /(?:^|\s)(?:(?:at|@)\s?\d{1,2}(?:[:.]\d{2})?|\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2})(?=\s|$)/i;
/**
 * Words that tell something rather than name a job: a verb said of someone or something, or the
 * person themselves ("shop's been dead, three no-shows, and I'm knackered" is news, not jobs); being
 * off or away ("off friday, back monday"); a total; a thing done; a repeat ("every tuesday"), which
 * the readers of routines keep; a part of the day, which would be read as the hour of a thing that
 * only bears its name ("parents evening").
 */
const TELLS =
  /(?:^|\s)(?:is|are|was|were|isn'?t|aren'?t|wasn'?t|weren'?t|been|has|have|had|hasn'?t|haven'?t|got|gets|went|gone|came|comes|did|does|do|don'?t|didn'?t|doesn'?t|won'?t|will|would|can|can'?t|could|should|must|might|may|need|needs|want|wants|i|i'?m|im|i'?ve|ive|i'?ll|we|we'?re|we'?ve|you|you'?re|he|she|it|it'?s|they|they'?re|there|there'?s|that'?s|thats|shes|hes|theres|what|why|how|who|when|where|if|not|no|never|too|so|very|really|just|still|again|all|lol|ugh|ok|okay|yeah|yes|sorry|thanks|please|pls|busy|crazy|mad|hectic|manic|long|quiet|slow|dead|rough|tough|nice|great|good|bad|awful|lovely|off|back|away|holiday|holidays|shut|closed|sick|ill|done|sorted|finished|total|budget|every|each|morning|afternoon|evening|night)(?=\s|$)/i;
/**
 * What leads into a list rather than being one of its jobs: the occasion ("for the christening"),
 * words to daily ("Daily dear"), or the list itself ("and another thing", "bits for today").
 */
const LEAD =
  /^(?:for|to|about|re|regarding|with|from|and|also|plus|another|daily|dear|hi|hey|hello|morning|evening)\b|\b(?:things?|stuff|bits|list|jobs|tasks|to-?dos?)$/i;
/**
 * A list that lets its jobs go ("forget the haylage order, …", "… - all done", "cancel all") or
 * counts costs ("new boiler, new rads, quote £4k", "2 rooms", "mortgage £900") asks for no jobs.
 */
const LETS_GO =
  /^(?:forget|skip|scrap|cancel|drop|ignore|ditch|remove|delete|no need)\b|\b(?:all done|done|cancel all|cancelled|sorted|finished|never mind|nvm)\b/i;
const COUNTS = /[£$€]\s?\d|\d\s?k\b|\b\d+\s?(?:quid|bucks|dollars|pounds|grand)\b|^\d/i;
/** "showing at 14 Elm st": a house number after "at" is no hour, and the time reader would take it for one. */
const ADDRESS =
  /\bat \d{1,4}\s+(?:[\p{L}'-]+\s+){1,2}(?:st|street|rd|road|ave|avenue|lane|ln|close|way|drive|dr|place|pl|court|ct|terrace|crescent|blvd)\b/iu;
/** A list ends at a stop, asks a question or quotes: then it is prose, not a list. */
const PROSE = /[.!?]\s|[?"“”]|:/;
/** Below these odds the words are likelier news or talk than a job ("three no-shows"). */
const NOT_A_JOB = -2;
const MOST_ITEMS = 8;
const MOST_CHARACTERS = 240;
const MOST_WORDS = 9;

/** The last word a verb in the past: "ground soaked", "totally forgot" ("funded hours claim" names a thing). */
const ENDS_DONE = shapeOf('#PastTense$');

/** When a thing is, said beside it: "sat", "tomorrow", "next week", "by friday". */
const WHEN =
  /\b(?:(?:by|on|for|this|next)\s+)?(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|week|weekend)\b/gi;

type Item = { text: string; job: boolean; timed: boolean };

function itemsOf(part: string): string[] {
  const items = part.split(ITEM_BREAK).map((item) => item.trim());
  const last = items[items.length - 1] ?? '';
  const and = LAST_AND.exec(last);
  if (and && opensAJob(last.slice(and.index + and[0].length))) {
    items.splice(items.length - 1, 1, last.slice(0, and.index).trim(), last.slice(and.index + and[0].length).trim());
  }
  return items;
}

function opensAJob(item: string): boolean {
  return opensAListedJob(item) || readsAsAction(stripPrefixes(item));
}

/** A thing named as a job: a few words with letters, telling nothing, that people ask to keep. */
function namesAJob(item: Item): boolean {
  const words = item.text.split(/\s+/);
  if (!/\p{L}{2}/u.test(item.text.replace(CLOCK, ' ')) || TELLS.test(item.text.toLowerCase()) || LEAD.test(item.text)) return false;
  if (item.timed) return true;
  // "haircut sat": the day a thing is on is none of its words ("sat" is no verb there).
  const thing = item.text.replace(WHEN, ' ').replace(/\s+/g, ' ').trim();
  // "totally forgot", "ground soaked": something done or that happened is news, not a job.
  return words.length >= 2 && thing !== '' && !tag(thing).has(ENDS_DONE) && taskOdds(thing) > NOT_A_JOB;
}

/** The list's items, a thing named as a job written as asked for ("add haylage order"); null when the part is no such list. */
export function namedJobs(part: string): string[] | null {
  // A list of jobs is a line or two; a longer text is prose, and tagging each of its pieces would cost the most of any message.
  if (part.length > MOST_CHARACTERS || PROSE.test(part) || !/,|\s\+\s/.test(part)) return null;
  const texts = itemsOf(part);
  if (texts.length < 2 || texts.length > MOST_ITEMS || texts.some((text) => text === '' || text.split(/\s+/).length > MOST_WORDS))
    return null;
  if (texts.some((text) => LETS_GO.test(text) || COUNTS.test(text) || ADDRESS.test(text))) return null;
  const items: Item[] = texts.map((text) => ({ text, job: opensAJob(text), timed: CLOCK.test(text) }));
  const named = items.filter((item) => !item.job);
  const firstJob = items.findIndex((item) => item.job);
  // A list of jobs that each open with a verb is left to the other readers ("buy new guards + oil for
  // the clippers"); one with none is a timetable ("flight 9am, hotel check-in 3pm, dinner 8pm"), whose
  // day is not said, or a description, and two items are too few to tell a list from one thing.
  if (named.length === 0 || firstJob < 0 || items.length < 3) return null;
  // "meeting at 11, call at 2, dinner at 7": a verb with nothing to act on is one more plan of the day, not a job.
  if (items.some((item) => item.job && item.text.replace(CLOCK, ' ').trim().split(/\s+/).length < 2)) return null;
  // "buy bread, milk and eggs": things named after a job are what it acts on, unless each has its own hour.
  const afterAJob = named.some((item) => firstJob >= 0 && items.indexOf(item) > firstJob && !item.timed);
  if (afterAJob || !named.every(namesAJob)) return null;
  return items.map((item) => (item.job ? item.text : `add ${item.text}`));
}
