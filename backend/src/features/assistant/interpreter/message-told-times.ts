import type { Intent, InterpretContext } from './intent';
import { findTime } from './message-dates';
import { readsAsAction } from './task-title';

/**
 * "shes running late, 1:30", "needs to be wednesday the 18th", "printers need it by the 18th actually":
 * news of the task in view with a new time in it. The title a new task was read with says the task
 * changed (running late, needs to be, needs it by, moved it, actually) and asks no job of its own,
 * so it is never a task of its own: the task in view takes the time. An ask ("remind me …") is
 * weighed before this.
 */
const TELLS_OF_IT =
  /\b(?:running late|late|(?:needs?|has|have|gotta|got) (?:it |them |this )?(?:to be|by)|(?:needs?|wants?) (?:it|them|this)|must be|should be|moved (?:it|us|me)|changed (?:it|us|me)|pushed (?:it|us|me)|brought (?:it|us|me) forward)\b|\s(?:actually|instead)[.!]*$/i;
/** "she can do 8", "will do at 9", "they open at 10:30": what someone could do, or when a place keeps its hours, settles nothing. */
const ONLY_MAYBE_OR_HOURS = /\b(?:can|could|might|may|will|would|open|opens|close|closes|shut|shuts)\b/i;
/** "she's 9 now", "he said 3": a bare number inside the words is no time set apart for the task. */
const BARE_NUMBER = /^\d{1,2}$/;
/** "she's 9 now": the present moment is no new time. */
const NOW = /^(?:right )?now$/i;
/** "it's the 18th, not the 20th": the day taken back is left to the readers of corrections. */
const TAKES_BACK = /\b(?:not|no|or)\b/i;
/** "rang him, hes coming friday", "crew finished it at 9:40": the job told done, and the time is theirs. */
const DEED_TOLD =
  /\b(?:finished|done|completed|sorted|called|rang|phoned|spoke|spoken|chased|sent|paid|booked|emailed|texted|messaged|fixed|delivered)\b/i;
const MOST_WORDS = 6;

/** The task in view moved to the time said, when the title a new task was read with tells of it rather than asks a job. */
export function toldTimeOfTaskInView(title: string, text: string, context: InterpretContext): Intent | null {
  const found = findTime(text, context, false);
  if (!found || found.minutes !== null) return null;
  const words = title.replace(/\s+/g, ' ').trim();
  if (words.split(' ').length > MOST_WORDS || !TELLS_OF_IT.test(words) || readsAsAction(words) || found.clash) return null;
  if (TAKES_BACK.test(text) || DEED_TOLD.test(text) || ONLY_MAYBE_OR_HOURS.test(words)) return null;
  // "the plumber moved it to friday" said while an email is in view: the news is another thing's.
  const subject = /^(?:the|my|our) ([\p{L}'-]{3,})/iu.exec(text.trim())?.[1]?.toLowerCase().replace(/'s$/, '');
  const inView = (context.conversation?.current?.title ?? '').toLowerCase();
  if (subject && !inView.includes(subject.replace(/s$/, ''))) return null;
  if (NOW.test(found.text.trim())) return null;
  if (BARE_NUMBER.test(found.text.trim()) && !/,\s*$/.test(text.slice(0, found.index))) return null;
  const time = found.clockSaid ? found.time : null;
  if (!found.date && !time) return null;
  return { kind: 'reschedule', task: { by: 'context' }, date: found.date, time };
}
