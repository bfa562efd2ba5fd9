import type { Intent } from './intent';
import { PART_BREAK } from './message-job-beside-reason';

/**
 * "customer cancelled the order :( remove it", "don't need that anymore, she went with another
 * florist": a task taken off the list, and in a part of its own why. Read whole, the reason hides
 * the removal; read part by part, one part removes and the rest ask for nothing.
 */
/** A sad face or an emoji between the parts breaks them as a comma would. */
const FACE = /[:;]-?[()]+|\p{Extended_Pictographic}\uFE0F?/gu;
/** Parts that ask for nothing: words not understood, talk, or a question back about them. */
const ASKS_NOTHING = new Set<Intent['kind']>(['unknown', 'small_talk']);
/** "remove it, no wait keep it", "delete it? not sure": a removal taken back or doubted is not taken. */
const TAKEN_BACK = /\?|\b(?:keep|wait|hold on|hang on|not yet|not sure|maybe|still need|still on|still happening|back on|going ahead)\b/i;
const MOST_PARTS = 3;

/**
 * "the gallery show is off, bin it", "the surveyor can't do friday, push to monday": words opening on a
 * thing the task in view does not name may be about another task. Shared by the readers of changes said
 * beside their reasons.
 */
export function aboutAnotherThing(part: string, inView: string): boolean {
  const subject = /^(?:the|my|our) ([\p{L}'-]{3,})/iu.exec(part)?.[1]?.toLowerCase().replace(/'s$/, '');
  if (!subject) return false;
  // "the moms are sewing them", of "order the costumes": what they do is done to the task's own thing.
  if (
    /\b(?:doing|making|sewing|sorting|handling|covering|bringing|buying|getting|taking|booking|fixing|organising|organizing|ordering|printing|paying for|picking up) (?:them|it|those|that)\b/i.test(
      part,
    )
  )
    return false;
  const words = inView.toLowerCase().split(/[^\p{L}'-]+/u);
  const akin = (said: string) => words.some((word) => word.length >= 4 && (said.startsWith(word) || word.startsWith(said)));
  // "the school's tuner is coming anyway", of "call the tuner": a later word naming the task keeps it about the task.
  const later = part
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .slice(2);
  return !akin(subject) && !later.some((word) => word.length >= 4 && akin(word));
}

/** Words a removal is said with; a message without one is not read again part by part. */
const REMOVAL_WORD =
  /\b(?:remove|delete|cancel|bin|scrap|drop|ditch|stop|forget|get rid|take\b[^,.;]{0,60}\boff|don'?t need|no longer need|not needed|no longer needed|scratch that|nvm|never ?mind)\b/i;

/** "forget it", "nvm", "not needed anymore": said of the task in view beside a reason, it is taken off. */
const LET_GO_OF_IT =
  /^(?:forget (?:it|that|about it)|scratch that|never ?mind|nvm|(?:nvm|never ?mind|no|nah)[, ]+cancel(?: (?:it|that|this))?|(?:it'?s |its )?not needed(?: any ?more| now)?|no longer needed)[.!]*$/i;
/**
 * "scratch that the tuner's coming anyway", "nvm found a box lol delete", "delete it ive got loads": where a break
 * goes unwritten.
 */
const UNWRITTEN_BREAK =
  /^(scratch that|forget (?:it|that)|nvm|never ?mind)\s+(?=\p{L})|\s+(?:lol|lmao|haha+)\s+(?=\p{L})|(?<=\b(?:delete|remove|cancel|bin|scrap|drop|ditch|scratch) (?:it|that|this|that one|this one)|\boff (?:my|the) list)\s+(?=(?:i'?ve|ive|i'?m|im|i|she'?s|shes|she|he'?s|hes|he|they'?re|theyre|they|we'?ve|we|it'?s|its|got)\s)/giu;
/** "cancel mrs jenkins colour": taking a booking off, which alone may mean a task or a call to cancel it. */
const CANCELLED_BOOKING =
  /^(?:(?:pls|please|can you|just)\s+)?(?:cancel|drop|scrap|ditch) (?!(?:it|that|this|dat|dis|them|dem)$)(?:the |my )?(.{3,60})$/i;
/**
 * "she's in hospital bless her", "the family's moving to jersey", "couple switched venues", "scope cut": the
 * other side changed, so the booking is off, not an errand of cancelling it.
 */
const OTHERS_CHANGED =
  /^(?!(?:i|we|you|u|it|too|not|no|so|just|really)\b)(?:she|he|they|shes|hes|theyre|(?:the |her |his |their )?[\p{L}-]+)(?:'s|'re|'ve|\s+(?:is|are|was|were|has|have|had|got|cut|off|dead|[\p{L}]+ed))\b/iu;

function splitParts(text: string): string[] {
  // Runs of spaces are one space first: a break's spaces on either side would otherwise be tried at every one.
  return text
    .replace(/\s+/g, ' ')
    .replace(FACE, ',')
    .replace(UNWRITTEN_BREAK, (_, opening: string | undefined) => (opening ? `${opening}, ` : ', '))
    .split(PART_BREAK)
    .filter((part) => /\p{L}/u.test(part));
}

/** "cancel walking Pepper, the family's moving": a booking said off beside why, taken off by its words. */
function bookingOff(parts: string[], readings: Intent[][]): Intent | null {
  const booking = parts.map((part) => CANCELLED_BOOKING.exec(part.trim()));
  const at = booking.findIndex(Boolean);
  if (at < 0 || booking.filter(Boolean).length > 1) return null;
  const reasons = parts.filter((_, index) => index !== at);
  if (!OTHERS_CHANGED.test(reasons[0].trim())) return null;
  if (
    readings.some(
      (reading, index) => index !== at && !reading.every((intent) => ASKS_NOTHING.has(intent.kind) || intent.kind === 'unclear'),
    )
  )
    return null;
  return { kind: 'remove', task: { by: 'words', words: booking[at]![1].trim() } };
}

export function removalBesideReason(text: string, inView: string, readPart: (part: string) => Intent[]): Intent | null {
  if (TAKEN_BACK.test(text) || !REMOVAL_WORD.test(text)) return null;
  const parts = splitParts(text);
  if (parts.length < 2 || parts.length > MOST_PARTS) return null;
  const readings = parts.map((part) =>
    inView && LET_GO_OF_IT.test(part.trim()) ? [{ kind: 'remove', task: { by: 'context' } } as Intent] : readPart(part),
  );
  const removals = readings.filter((reading) => reading.length === 1 && reading[0].kind === 'remove');
  // "nvm … delete": the task in view let go of twice is one removal.
  const removes = removals.every((reading) => 'task' in reading[0] && reading[0].task.by === 'context') ? removals.slice(0, 1) : removals;
  if (removes.length !== 1) return bookingOff(parts, readings);
  // "don't need it, already paused them": done already is a reason too, not a second ask.
  const asksNothing = (reading: Intent[]) =>
    reading.every(
      (intent) =>
        ASKS_NOTHING.has(intent.kind) ||
        (intent.kind === 'unclear' && !intent.offer) ||
        (intent.kind === 'complete' && intent.task.by === 'context'),
    );
  const [removal] = removes[0];
  if (
    'task' in removal &&
    removal.task.by === 'context' &&
    parts.some((part, at) => readings[at] !== removes[0] && aboutAnotherThing(part, inView))
  )
    return null;
  return readings.every((reading) => removals.includes(reading) || asksNothing(reading)) ? removal : null;
}
