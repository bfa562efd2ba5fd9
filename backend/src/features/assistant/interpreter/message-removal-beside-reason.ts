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
const TAKEN_BACK = /\?|\b(?:keep|wait|hold on|hang on|not yet|not sure|maybe|still need)\b/i;
const MOST_PARTS = 3;

/**
 * "the gallery show is off, bin it", "the surveyor can't do friday, push to monday": words opening on a
 * thing the task in view does not name may be about another task. Shared by the readers of changes said
 * beside their reasons.
 */
export function aboutAnotherThing(part: string, inView: string): boolean {
  const subject = /^(?:the|my|our) ([\p{L}'-]{3,})/iu.exec(part)?.[1]?.toLowerCase().replace(/'s$/, '');
  if (!subject) return false;
  const words = inView.toLowerCase().split(/[^\p{L}'-]+/u);
  return !words.some((word) => word.length >= 4 && (subject.startsWith(word) || word.startsWith(subject)));
}

/** Words a removal is said with; a message without one is not read again part by part. */
const REMOVAL_WORD =
  /\b(?:remove|delete|cancel|bin|scrap|drop|ditch|stop|forget|get rid|take\b[^,.;]{0,60}\boff|don'?t need|no longer need|not needed)\b/i;

export function removalBesideReason(text: string, inView: string, readPart: (part: string) => Intent[]): Intent | null {
  if (TAKEN_BACK.test(text) || !REMOVAL_WORD.test(text)) return null;
  // Runs of spaces are one space first: a break's spaces on either side would otherwise be tried at every one.
  const parts = text
    .replace(/\s+/g, ' ')
    .replace(FACE, ',')
    .split(PART_BREAK)
    .filter((part) => /\p{L}/u.test(part));
  if (parts.length < 2 || parts.length > MOST_PARTS) return null;
  const readings = parts.map(readPart);
  const removes = readings.filter((reading) => reading.length === 1 && reading[0].kind === 'remove');
  if (removes.length !== 1) return null;
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
  return readings.every((reading) => reading === removes[0] || asksNothing(reading)) ? removal : null;
}
