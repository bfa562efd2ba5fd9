import type { Intent } from './intent';

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
  if (!parts) return null;
  const [first, second] = [read(parts[1]), read(parts[2])];
  if (first.length !== 1 || second.length !== 1) return null;
  const kinds = new Set([first[0].kind, second[0].kind]);
  const oneOfEach = kinds.has('rename') && [...kinds].some((kind) => MOVES.has(kind));
  const aboutIt = [first[0], second[0]].every((intent) => 'task' in intent && intent.task.by === 'context');
  return oneOfEach && aboutIt ? [first[0], second[0]] : null;
}
