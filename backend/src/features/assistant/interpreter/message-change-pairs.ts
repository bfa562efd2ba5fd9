import type { Intent } from './intent';
import { isTaskVerb } from './message-words';

/**
 * "change it to monday and call it invoice run", "rename it to ring the bank and push it to 4pm": two
 * changes of the same task joined by "and", a new time and a new name. Each half is read on its own,
 * and both are kept only when one moves the task and the other renames it.
 */
const NAMING = String.raw`(?:re-?name|retitle|call|name)\s+(?:it|that|this)(?:\s+one)?\b`;
const MOVING = String.raw`(?:(?:move|push|bump|shift|change|put|make|set|switch)\s+(?:it|that|this)(?:\s+one)?\b|(?:move|push|bump|shift)\s+(?=to\b|till\b|until\b|back\b|forward\b))`;
const MOVE_THEN_NAME = new RegExp(String.raw`^(${MOVING}.+?)[,;]?\s+(?:and|&|\+|then|and then)\s+(?:also\s+)?(${NAMING}.+)$`, 'i');
const NAME_THEN_MOVE = new RegExp(String.raw`^(${NAMING}.+?)[,;]?\s+(?:and|&|\+|then|and then)\s+(?:also\s+)?(${MOVING}.+)$`, 'i');

const MOVES = new Set<Intent['kind']>(['reschedule', 'snooze']);

export function movedAndRenamed(text: string, read: (part: string) => Intent[]): Intent[] | null {
  const said = text.trim().replace(/[.!]+$/, '');
  const parts = MOVE_THEN_NAME.exec(said) ?? NAME_THEN_MOVE.exec(said);
  if (!parts) return movedThenAJob(said, read);
  const [first, second] = [read(parts[1]), read(parts[2])];
  if (first.length !== 1 || second.length !== 1) return null;
  const kinds = new Set([first[0].kind, second[0].kind]);
  const oneOfEach = kinds.has('rename') && [...kinds].some((kind) => MOVES.has(kind));
  const aboutIt = [first[0], second[0]].every((intent) => 'task' in intent && intent.task.by === 'context');
  return oneOfEach && aboutIt ? [first[0], second[0]] : null;
}

/** "move it to friday and call Jo": the task in view moved, then a new job of its own. */
const MOVE_THEN_JOB = new RegExp(String.raw`^(${MOVING}.+?)[,;]?\s+(?:and|&|\+|then|and then)\s+(?:also\s+)?((\S+)\s.+)$`, 'i');

function movedThenAJob(said: string, read: (part: string) => Intent[]): Intent[] | null {
  const parts = MOVE_THEN_JOB.exec(said);
  if (!parts || !isTaskVerb(parts[3].toLowerCase()) || new RegExp(`^${NAMING}`, 'i').test(parts[2])) return null;
  const [moved, job] = [read(parts[1]), read(parts[2])];
  const movesIt = moved.length === 1 && MOVES.has(moved[0].kind) && 'task' in moved[0] && moved[0].task.by === 'context';
  return movesIt && job.length > 0 && job.every((intent) => intent.kind === 'add_task') ? [moved[0], ...job] : null;
}
