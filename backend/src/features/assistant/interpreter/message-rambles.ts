import type { Intent } from './intent';
import { AN_HOUR, isPlainVerb, isTaskVerb } from './message-words';
import { hasTaskPrefix, opensAListedJob } from './task-title';

/**
 * A ramble's asks once each is read: where the others are jobs, an ask that read as nothing, or
 * as a question only because of what was said before its job, is read again from the job itself.
 * "ok brain dump: call Luis …", "need to sort three things today: pay the deposit, …", "right so,
 * three things. call the skip firm at 9, …".
 */

/** Where a preamble hands over to a job: after a colon or a full stop, or after words that only lead on. */
const PREAMBLE_END =
  /(?:[:.;!,]\s+|\p{Extended_Pictographic}\uFE0F?\s+|\b(?:anyway|honestly|basically|so|like|right|ok|okay|um+|uh+|erm+)[,]?\s+)/giu;
/** Words between a preamble and its job that only place it: "still need to …", "today gotta …", "tmrw i need to …". */
const PLACING = /^(?:(?:still|also|and|then|but|now|today|tonight|tomorrow|tmrw|tmr)\s+)+/i;
/** A title that carries a heading sentence before its job: "Three things. call the skip firm". */
const HEADED_TITLE = /^[^.:]{2,40}[.:] \S/;
/** "at no. 14", "Elm St. thursday": a stop that ends a short word of an address or a title, not a heading. */
const ABBREVIATED = /\b(?:no|st|rd|mr|mrs|ms|dr|ave|vs|approx|etc|nr|tel)\.$/i;
const HEADING_END = /[.:] /;
/** What leads a job on in a list: "then", "oh and", "also". */
const LISTED_LEAD = /^(?:(?:oh|and|then|also|plus|&|\+)[,]?\s+)+/i;

/** The ask from the first job named after a preamble ("right. jobs. descale the machine"), or null. */
function jobAfterPreamble(ask: string): string | null {
  const colon = ask.lastIndexOf(': ');
  if (colon >= 0) return ask.slice(colon + 2);
  for (const end of ask.matchAll(PREAMBLE_END)) {
    const rest = ask.slice(end.index + end[0].length);
    const placed = rest.replace(PLACING, '');
    const first = placed.split(/\s+/)[0] ?? '';
    if (isTaskVerb(first) || isPlainVerb(first) || hasTaskPrefix(placed) || hasTaskPrefix(`i ${placed}`)) return rest;
  }
  return null;
}

function readAgain(ask: string, intents: Intent[], read: (ask: string) => Intent[], pointedAt: (ask: string) => Intent[]): Intent[] {
  const [first] = intents;
  // "right so, three things. call the skip firm at 9": a heading sentence is not the job's title.
  if (
    first.kind === 'add_task' &&
    HEADED_TITLE.test(first.title) &&
    !ABBREVIATED.test(first.title.slice(0, first.title.search(HEADING_END) + 1))
  ) {
    const heading = first.title.slice(0, first.title.search(HEADING_END));
    if (!heading.split(/\s+/).some(isTaskVerb)) {
      const again = read(ask.slice(ask.search(HEADING_END) + 2));
      if (again.length === 1 && again[0].kind === 'add_task') return again;
    }
  }
  // "need to sort three things today: pay the deposit": a heading before a colon is no ask of its own.
  const headed = first.kind === 'unclear' && /:\s/.test(ask);
  if (first.kind === 'unclear' && !headed && !('offer' in first)) return appointmentAmongJobs(ask, read, pointedAt)?.found ?? intents;
  if (first.kind !== 'unknown' && !headed) return intents;
  const job = headed ? ask.slice(ask.lastIndexOf(':') + 1).trim() : jobAfterPreamble(ask);
  const again = job ? read(job) : intents;
  if (again.every((intent) => intent.kind === 'add_task')) return again;
  // "…, reorder bags from Roastar, and …": a verb the word lists do not hold, read as the job its neighbours are.
  const listed = ask.replace(LISTED_LEAD, '');
  if (first.kind === 'unknown' && opensAListedJob(listed)) {
    const asJob = read(`remind me to ${listed}`);
    if (asJob.length === 1 && asJob[0].kind === 'add_task') return asJob;
  }
  return first.kind === 'unknown' ? (appointmentAmongJobs(listed, read, pointedAt)?.found ?? intents) : intents;
}

/** "sort my day out, clients at 12, 3 and 6": the hours are what a plan of the day is asked around. */
const PLANS_THE_DAY = /\b(?:sort|plan|organi[sz]e|arrange|map out|fit)\b.*\b(?:my|the) (?:day|week|diary|schedule|time)\b/i;
/** "there's", "we've got": what is at an hour, said before the thing. */
const THERE_IS = /\b(?:there'?s|there is|we'?ve got|i'?ve got|ive got)\s+(?!to\b)/i;
/** A title that opens on how or who, not on the thing: "Is the gig", "We're at the market", "So the Chens …". */
const NOT_THE_THING = /^(?:is|are|was|then|so|and|but|we|we'?re|i|i'?m|they|they'?re|he|she|it|there'?s|theres|want|wants|need|needs)\b/i;

/**
 * "…, then the concrete lads at 10, and …", "Monday the inventory at Queens Rd at 9": among jobs, a
 * thing named with its hour is on the day's plan, as "…, put it in" would have added it.
 */
function appointmentAmongJobs(
  ask: string,
  read: (ask: string) => Intent[],
  pointedAt: (ask: string) => Intent[],
): { found: Intent[]; untimedJobs: number; appointments: number } | null {
  const parts = ask
    .split(/\s*,\s*(?:(?:and|then)\s+)*|\s+(?:and\s+)?then\s+/i)
    .map((part) => part.replace(/^(?:(?:right|ok|okay|so|um+|er+|erm+|and|then)[,]?\s+)+/i, '').trim())
    // "at 2 there's the call with the buyer": what there is at the hour is the thing.
    .map((part) => (AN_HOUR.test(part) ? part.replace(THERE_IS, '') : part));
  if (parts.length < 2 || !parts.some((part) => AN_HOUR.test(part)) || PLANS_THE_DAY.test(ask)) return null;
  const found: Intent[] = [];
  let untimedJobs = 0;
  let appointments = 0;
  for (const part of parts) {
    const alone = read(part);
    if (alone.length === 1 && alone[0].kind === 'add_task') {
      found.push(alone[0]);
      if (!AN_HOUR.test(part)) untimedJobs += 1;
    } else if (AN_HOUR.test(part)) {
      // "email Tom, Ann at 3": a name alone at an hour shares the job before it.
      if (/^\p{Lu}[\p{L}'-]*\s+(?:at|@)/u.test(part) || /\bso\b/i.test(part)) return null;
      const pointed = pointedAt(part);
      // Offered alone ("the glaziers at 11?"), among the day's jobs it is one of them.
      const [one] = pointed.length === 1 && pointed[0].kind === 'unclear' && pointed[0].offer?.length === 1 ? pointed[0].offer : pointed;
      if (pointed.length !== 1 || one.kind !== 'add_task' || !one.due || NOT_THE_THING.test(one.title)) return null;
      found.push(one);
      appointments += 1;
    }
  }
  return found.length > 0 ? { found, untimedJobs, appointments } : null;
}

/** Every ask's reading, each first ask behind a preamble read from its job when the ramble holds jobs. */
export function readRamble(
  asks: string[],
  readings: Intent[][],
  read: (ask: string) => Intent[],
  pointedAt: (ask: string) => Intent[] = () => [],
): Intent[] {
  const rambling = readings.some((intents) => intents.some((intent) => intent.kind === 'add_task'));
  // "tomorrow I need to do the stock count first thing, then at 2 there's the call with the buyer": one ask, a job and a thing at its hour.
  const [only] = readings.length === 1 && readings[0].length === 1 ? readings[0] : [];
  if (!rambling && only?.kind === 'unclear' && !only.offer) {
    const plan = appointmentAmongJobs(asks[0], read, pointedAt);
    if (plan && plan.found.length > 1 && plan.untimedJobs > 0 && plan.appointments > 0) return plan.found;
  }
  return readings.flatMap((intents, index) =>
    rambling && intents.length === 1 ? readAgain(asks[index], intents, read, pointedAt) : intents,
  );
}
