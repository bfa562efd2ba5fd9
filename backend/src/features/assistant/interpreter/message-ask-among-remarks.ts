import type { Intent } from './intent';
import { PART_BREAK } from './message-job-beside-reason';

/**
 * "what have i got today, got a boiler in bits in thornton heath", "drowning here mate, too many jobs
 * this wk, what can i bump": one question of the list, the week or the day's order, among remarks that
 * ask nothing. Read whole, the remarks hide it (a question daily cannot answer, a feeling); read part by
 * part, one part asks and the rest only tell.
 */
const ASKS = new Set<Intent['kind']>(['list', 'free_time', 'prioritise', 'recall_decision']);
const TELLS = new Set<Intent['kind']>(['unknown', 'small_talk', 'question']);
const MOST_PARTS = 4;

export function askAmongRemarks(text: string, read: (part: string) => Intent[]): Intent[] | null {
  // One space between words first: a run of spaces would be tried as a break at every one of them.
  const flat = text.replace(/\s+/g, ' ');
  const found = askAmongParts(flat.split(PART_BREAK), read, ASKS);
  if (found) return found;
  // "is tuesday evening clear? mate wants a small piece after work": a question ends at its question mark too;
  // one asked of a thing ("what's on the delivery truck today? they forgot the milk") is no ask of the list.
  const parts = flat.split(/(?<=\?)\s+/);
  // With no question mark before more words, the parts are the ones already read.
  if (parts.length < 2) return null;
  const ofAThing = parts.some((part) => /\?$/.test(part) && ASKED_OF_A_THING.test(part));
  return askAmongParts(
    parts.flatMap((part) => part.split(PART_BREAK)),
    read,
    ofAThing ? new Set<Intent['kind']>(['free_time', 'recall_decision']) : ASKS,
  );
}

/** "on the delivery truck", "in the van": a thing whose contents are asked after, not a day or a list. */
const ASKED_OF_A_THING =
  /\b(?:on|in) (?:the|my|our) (?!\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|week|weekend|list|agenda|diary|calendar|schedule|books|cards|plate|radar)\p{L}/iu;

function askAmongParts(said: string[], read: (part: string) => Intent[], asks: Set<Intent['kind']>): Intent[] | null {
  const parts = said.map((part) => part.trim()).filter((part) => /\p{L}/u.test(part));
  if (parts.length < 2 || parts.length > MOST_PARTS) return null;
  const readings = parts.map(read);
  const asking = readings.filter((reading) => reading.length === 1 && asks.has(reading[0].kind));
  if (asking.length !== 1) return null;
  // "Oliver. Thursday?": a day alone beside a name asks nothing sure; the question must be said in words.
  if (parts[readings.indexOf(asking[0])].split(/\s+/).length < 2) return null;
  // "two weddings this wk" beside "what can i bump" is why they ask, not a job to offer.
  const tellsOnly = (reading: Intent[]) => reading.every((intent) => TELLS.has(intent.kind) || intent.kind === 'unclear');
  return readings.every((reading) => asking.includes(reading) || tellsOnly(reading)) ? asking[0] : null;
}
