import type { Intent, InterpretContext } from './intent';
import { localParts, pad, safeTimeZone } from './message-dates';
import { plainForm } from './message-words';

/**
 * "ugh no, kenji's class starts 6:45 so set up at 6:30" said while "Set up zoom for Kenji's class" is
 * in view: the job in view named again by its opening words, at a new time, is that job moved, not a
 * second job. Read only when the message puts it right ("no", "actually", "wait") or gives its reason
 * first ("… so set up at 6:30").
 */
const PUT_RIGHT =
  /^(?:(?:ugh|argh|oh|ah|hmm+|no|nope|nah|nvm|actually|wait|sorry|oops|whoops|my bad)\b[\s,.!]*)+\S|[,.;]\s*so\s|\sso\s|\binstead\b|\bnot (?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|at \d|\d)/i;
/** "… instead", "… not today": the words that put the old time right, which are no words of the job. */
const TAKEN_BACK = / (?:instead|not (?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|at \S+|\S+))$/;
/** Words a job may be named again with or without: "order the harnesses" is "order new harnesses". */
const LOOSE = new Set(['the', 'a', 'an', 'my', 'our', 'new', 'some']);

const words = (title: string) => plainForm(title).replace(TAKEN_BACK, '').split(' ').filter(Boolean);

/** The job's opening words said again, or its verb and every other word said of it. */
function namesTheJob(said: string[], named: string[]): boolean {
  if (said.length === 0) return false;
  if (said.length <= named.length && said.every((word, index) => named[index] === word)) return true;
  const content = said.filter((word) => !LOOSE.has(word));
  return content.length >= 2 && content[0] === named[0] && content.every((word) => named.includes(word));
}

export function sameJobRetimed(read: Intent[], raw: string, context: InterpretContext): Intent[] {
  const current = context.conversation?.current;
  const [only] = read;
  if (!current || read.length !== 1 || only.kind !== 'add_task' || !only.due || !PUT_RIGHT.test(raw.trim())) return read;
  const said = words(only.title);
  const named = words(current.title);
  if (!namesTheJob(said, named)) return read;
  const zone = safeTimeZone(context.timeZone);
  const moved = localParts(Date.parse(only.due), zone);
  const today = localParts(context.now.getTime(), zone);
  const dayOfTask = current.due ? localParts(Date.parse(current.due), zone).date : null;
  // The new hour alone keeps the job's own day; a day said is kept as said.
  const date = moved.date === today.date || moved.date === dayOfTask ? null : moved.date;
  // "… friday not today": a day said with no hour keeps the job's own hour.
  const hourSaid = /\d|\b(?:noon|midday|midnight|morning|afternoon|evening|tonight|eod|lunch)\b/i.test(raw.replace(TAKEN_BACK, ''));
  if (date && !hourSaid) return [{ kind: 'reschedule', task: { by: 'context' }, date, time: null }];
  return [{ kind: 'reschedule', task: { by: 'context' }, date, time: date ? moved.time : halfOfDay(moved.time, raw, current.due, zone) }];
}

/**
 * "the flowers arrive at 7am so collect at 7:30": a bare hour on the job's own day is the morning's when
 * the message speaks in mornings, else the half of the day nearer the job's own time.
 */
function halfOfDay(time: string, raw: string, due: string | null, zone: string): string {
  const [hour, minute] = time.split(':').map(Number);
  const saidHalf = /\d\s*(?:am|pm|a\.m|p\.m)\b|\b(?:morning|tonight|evening|afternoon)\b/i.exec(
    raw.replace(/\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*$/i, ''),
  );
  const other = hour >= 12 ? hour - 12 : hour + 12;
  // "… at 6:30pm": the hour said with its half of the day is read as said.
  if (/\d\s*(?:am|pm|a\.m\.?|p\.m\.?)\s*[.!]*\s*$/i.test(raw)) return time;
  const pick = (chosen: number) => `${pad(chosen)}:${pad(minute)}`;
  if (saidHalf && /am|a\.m|morning/i.test(saidHalf[0]) && hour >= 12) return pick(other);
  if (saidHalf || !due || hour === 12 || other === 12) return time;
  const ownHour = Number(localParts(Date.parse(due), zone).time.slice(0, 2));
  return Math.abs(other - ownHour) < Math.abs(hour - ownHour) ? pick(other) : time;
}
