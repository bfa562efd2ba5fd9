import type { InterpretContext } from './intent';
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

export function changeOfTheNamed(text: string, context: InterpretContext): string | null {
  const said = text.trim();
  const named = NAMED_FIRST.exec(said);
  if (!named) return null;
  const change = CHANGE_OF_IT.exec(said.slice(named[0].length));
  if (!change) return null;
  const task = (named[1] ?? named[2]).trim();
  // "tomorrow, make it 4", "the 9am, make it 10": a time is no name of a task; "stop reminding me
  // about this one, remove it" names the task in view.
  if (/\d/.test(task) || /\b(?:i|me|you|u|it|this|that)\b/i.test(task) || findTime(task, context, false)) return null;
  // "the party is off, bin it" tells why, naming no task; "different one, move it" names none either.
  if (TOLD_OF.test(task) || NO_NAME.test(task)) return null;
  const [, verb, rest] = change;
  const lower = verb.toLowerCase();
  if (GIVES_A_TIME.has(lower)) return `move the ${task} to ${rest.replace(/^to\s+/i, '')}`;
  return `${lower} the ${task} ${rest}`.trim();
}
