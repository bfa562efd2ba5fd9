import type { Intent, InterpretContext } from './intent';
import { findTime } from './message-dates';

/**
 * "the lisbon flights one, make it friday", "dentist thing: push it to 4", "the yoga one - delete
 * it": a task named first, then a change said of "it". The change is of the task named, not of the
 * task last talked about. Returned as the change said plainly ("move the lisbon flights to friday"),
 * for the readers of changes; null otherwise.
 */
const NAMED_FIRST =
  /^(?:(?:the|that|my|ur|your)\s+([\p{L}\p{N}'&. -]{2,40}?)(?:\s+(?:one|task|thing|job|reminder))?|([\p{L}\p{N}'&. -]{2,40}?)\s+(?:one|task|thing|job|reminder))\s*(?:[,:;]|\s[-–—])\s*/iu;
const CHANGE_OF_IT =
  /^(?:(?:pls|please|can you|could you)\s+)?(make|set|put|change|move|push|bump|shift|delete|remove|cancel|scrap|bin|tick|snooze|rename)\s+(?:it|that|this)\b\s*(.*)$/i;
/** A head that tells something of a thing rather than naming a task. */
const TOLD_OF = /\b(?:is|are|was|were|be|been|isn'?t|aren'?t|off|gone|over|done|cancell?ed|canceled)\b|'s\b/i;
/** "different one", "the other one", "wrong one": which task, said without naming it. */
const NO_NAME = /^(?:different|other|another|wrong|same|new|right|first|last|next|old)$/i;
/** Verbs that give a new time with "to", or with the time alone ("make it friday"). */
const GIVES_A_TIME = new Set(['make', 'set', 'put', 'change']);

/**
 * "the brand call needs to be 3/12 not 2/12", "the Yale prep w Jack is the 18th not the 17th": a
 * named task's day or hour put right, the wrong one said after "not".
 */
const PUT_RIGHT =
  /^(?:(?:oh|oops|sorry|wait|actually|no)[,.]?\s+)*(?:the |my )?([\p{L}\p{N}'&. -]{3,60}?)\s+(?:needs to be|has to be|should be|should've been|is meant to be|is actually|is now|is|'s)\s+(?:on |at )?(.{1,24}?)\s*,?\s+not\s+(?:on |at )?(.{1,24}?)[.!]*$/iu;

/** "stop reminding me about this one", "the thing I said": words pointing at a task, not its name. */
const POINTS_WITHOUT_NAMING = /\b(?:i|me|you|u|it|this|that)\b/i;

/** "at 4 not 3": an hour said alone. */
const HOUR_ALONE = /^\d{1,2}(?:[:.]\d{2})?$/;

function putRight(said: string, context: InterpretContext): string | null {
  const right = PUT_RIGHT.exec(said);
  if (!right) return null;
  const [, task, meant, wrong] = right;
  const when = (words: string) => HOUR_ALONE.test(words) || findTime(words, context, false) !== null;
  if (POINTS_WITHOUT_NAMING.test(task) || !when(meant) || !when(wrong)) return null;
  return `move the ${task.trim()} to ${meant}`;
}

export function changeOfTheNamed(text: string, context: InterpretContext): string | null {
  const said = text.trim();
  // With a task in view, "the deadline is thursday not friday" is of that task, which the readers of changes know.
  const putRightSaid = context.conversation?.current ? null : putRight(said, context);
  if (putRightSaid) return putRightSaid;
  const named = NAMED_FIRST.exec(said);
  if (!named) return null;
  const change = CHANGE_OF_IT.exec(said.slice(named[0].length));
  if (!change) return null;
  const task = (named[1] ?? named[2]).trim();
  // "tomorrow, make it 4", "the 9am, make it 10": a time is no name of a task; "stop reminding me
  // about this one, remove it" names the task in view.
  if (/\d/.test(task) || POINTS_WITHOUT_NAMING.test(task) || findTime(task, context, false)) return null;
  // "the party is off, bin it" tells why, naming no task; "different one, move it" names none either.
  if (TOLD_OF.test(task) || NO_NAME.test(task)) return null;
  const [, verb, rest] = change;
  const lower = verb.toLowerCase();
  if (GIVES_A_TIME.has(lower)) return `move the ${task} to ${rest.replace(/^to\s+/i, '')}`;
  return `${lower} the ${task} ${rest}`.trim();
}

/**
 * "move the call", "push the shoot": a booked thing to be moved, with no time said. Nothing
 * is a job to add here; the time is asked for, as "move it" asks.
 */
const MOVED_WITH_NO_TIME =
  /^(?:(?:pls|please|can you|could you|need to|i need to|gotta)\s+)?(?:move|reschedule|rebook|postpone|push back|push|bump|shift|bring forward)\s+(?:the|my|our|that)\s+(?:[\p{L}'-]+\s+){0,2}(?:call|meeting|appointment|appt|session|booking|shoot|interview|lesson|class|viewing|visit|consult|consultation|catch-?up|sync|demo|tasting|fitting|rehearsal)(?:\s+(?:pls|please))?[.!?]*$/iu;

export function movedWithNoTime(text: string): Intent | null {
  return MOVED_WITH_NO_TIME.test(text.trim()) ? { kind: 'unclear', understood: 'a change to a task', question: 'To when?' } : null;
}
