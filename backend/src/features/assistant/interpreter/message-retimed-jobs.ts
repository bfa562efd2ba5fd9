import type { Intent, InterpretContext } from './intent';
import { localParts, safeTimeZone } from './message-dates';

/**
 * "ugh no, kenji's class starts 6:45 so set up at 6:30" said while "Set up zoom for Kenji's class" is
 * in view: the job in view named again by its opening words, at a new time, is that job moved, not a
 * second job. Read only when the message puts it right ("no", "actually", "wait") or gives its reason
 * first ("… so set up at 6:30").
 */
const PUT_RIGHT = /^(?:(?:ugh|argh|oh|ah|hmm+|no|nope|nah|nvm|actually|wait|sorry|oops|whoops|my bad)\b[\s,.!]*)+\S|[,.;]\s*so\s|\sso\s/i;

const words = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

export function sameJobRetimed(read: Intent[], raw: string, context: InterpretContext): Intent[] {
  const current = context.conversation?.current;
  const [only] = read;
  if (!current || read.length !== 1 || only.kind !== 'add_task' || !only.due || !PUT_RIGHT.test(raw.trim())) return read;
  const said = words(only.title);
  const named = words(current.title);
  if (said.length === 0 || said.length > named.length || said.some((word, index) => named[index] !== word)) return read;
  const zone = safeTimeZone(context.timeZone);
  const moved = localParts(Date.parse(only.due), zone);
  const today = localParts(context.now.getTime(), zone);
  const dayOfTask = current.due ? localParts(Date.parse(current.due), zone).date : null;
  // The new hour alone keeps the job's own day; a day said is kept as said.
  const date = moved.date === today.date || moved.date === dayOfTask ? null : moved.date;
  return [{ kind: 'reschedule', task: { by: 'context' }, date, time: moved.time }];
}
