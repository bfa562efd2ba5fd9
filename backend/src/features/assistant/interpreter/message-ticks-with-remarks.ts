import type { ConversationState, Intent } from './intent';

/**
 * A tick said first and a remark after it ("did #1, all 6 registered", "paid #2, thank god",
 * "finished #2, got a 2 yr card"), and a tick asked for after what was done ("just placed the order,
 * mark done"). The remark changes nothing; the tick is the ask.
 */

/** The first break in a message: a comma, a semicolon, a full stop before more words, or a dash. */
const FIRST_BREAK = /^(.{1,40}?)\s*(?:[,;]|\.\s|\s[-–—]\s)\s*(\S.*)$/s;
const TASK_CHANGES = new Set<Intent['kind']>(['complete', 'snooze', 'reschedule', 'remove']);
const CHANGING = new Set<Intent['kind']>(['add_task', 'complete', 'snooze', 'reschedule', 'rename', 'remove', 'decision', 'journal_note']);

/**
 * The ticks of the words before the first break, when they are all the message asks: those words read
 * as ticks of items of the list by their numbers, and the words after them change nothing.
 */
export function tickThenRemark(text: string, state: ConversationState | undefined, read: (words: string) => Intent[]): Intent[] | null {
  if ((state?.listed.length ?? 0) < 2) return null;
  const parts = FIRST_BREAK.exec(text.trim());
  if (!parts || !/\d|\b(?:first|second|third|fourth|fifth|last)\b/i.test(parts[1])) return null;
  const ticks = read(parts[1]);
  // "scrap 3 an 4, got tape already": items let go of with the reason after them, like ticks.
  const kind = ticks[0]?.kind === 'remove' ? 'remove' : 'complete';
  if (ticks.length === 0 || !ticks.every((intent) => intent.kind === kind && intent.task.by === 'number')) return null;
  // "did the first two, bank can wait till monday": a change to another task said after the ticks is read too.
  const remark = read(parts[2]);
  if (remark.some((intent) => CHANGING.has(intent.kind) && !TASK_CHANGES.has(intent.kind))) return null;
  // "delete 3, Tom's gone to another clinic": the reason for letting go changes nothing else.
  return kind === 'remove' ? ticks : [...ticks, ...remark.filter((intent) => TASK_CHANGES.has(intent.kind))];
}

/** "just placed the order, mark done", "rang the egg man so you can tick that off": the tick asked for, last. */
const TICK_ASKED_LAST =
  /^(.+?)[\s,;.!-]+(?:so\s+)?(?:(?:you can|u can|pls|please|can you|could you)\s+)?(?:mark (?:it |that |this )?(?:as )?(?:done|complete|completed|finished)|tick (?:it|that|this)(?: one)? off|cross (?:it|that|this)(?: one)? off)(?:\s+(?:please|pls|thanks|ta))?[.!]*$/i;

/** "not yet, once I finish you can mark it done": the tick put off until the deed is done. */
const NOT_DONE_YET =
  /\b(?:not|yet|once|when|after|until|till|if|haven'?t|hasn'?t|isn'?t|won'?t|will|gonna|going to|later|tomorrow|tmrw)\b/i;

/** The task in view or just reminded of, ticked, when a tick is asked for after what was done. */
export function tickAskedLast(text: string, state: ConversationState | undefined): Intent[] | null {
  if (!state?.current && state?.pending?.about !== 'follow_up') return null;
  const asked = TICK_ASKED_LAST.exec(text.trim());
  return asked && !NOT_DONE_YET.test(asked[1]) ? [{ kind: 'complete', task: { by: 'context' } }] : null;
}
