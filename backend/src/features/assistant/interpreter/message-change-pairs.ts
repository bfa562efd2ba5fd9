import type { Intent } from './intent';
import { isTaskVerb } from './message-words';
import { capitalise } from './task-title';

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
/** "change EICR Roath to EICR 22 Albany Rd and put it friday": a task named and renamed, then "it" moved. */
const NAMED_RENAMED_THEN_MOVED = new RegExp(
  String.raw`^((?:re-?name|retitle|relabel|change)\s+.+?\s+(?:to|as|into)\s+.+?)[,;]?\s+(?:and|&|\+|then|and then)\s+(?:also\s+)?(${MOVING}.+)$`,
  'i',
);

export function movedAndRenamed(
  text: string,
  read: (part: string) => Intent[],
  readOf: (part: string, title: string) => Intent[] = read,
): Intent[] | null {
  const said = text.trim().replace(/[.!]+$/, '');
  const parts = MOVE_THEN_NAME.exec(said) ?? NAME_THEN_MOVE.exec(said);
  if (!parts) return renamedThenMoved(said, read, readOf) ?? movedThenAJob(said, read);
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

/** "change A to B": the words naming the task, then its new name. */
const CHANGE_A_TO_B = /^(?:re-?name|retitle|relabel|change)\s+(?:the\s+)?(.+?)\s+(?:to|as|into)\s+(.+)$/i;

/**
 * The rename of a task named by its words, and the move of "it", which is that same task: the move is
 * read as if the task were in view under its new name. "change A to B" alone may be a job ("change the
 * oil to synthetic"); a move of "it" after it says A is a task.
 */
function renamedThenMoved(
  said: string,
  read: (part: string) => Intent[],
  readOf: (part: string, title: string) => Intent[],
): Intent[] | null {
  const parts = NAMED_RENAMED_THEN_MOVED.exec(said);
  const named = parts ? CHANGE_A_TO_B.exec(parts[1]) : null;
  if (!parts || !named) return null;
  const [first] = read(parts[1]);
  const renamed: Intent =
    first?.kind === 'rename' && first.task.by !== 'context'
      ? first
      : {
          kind: 'rename',
          task: { by: 'words', words: named[1].toLowerCase() },
          title: capitalise(named[2]),
        };
  if (renamed.kind !== 'rename') return null;
  const moved = readOf(parts[2], renamed.title);
  if (moved.length !== 1 || !MOVES.has(moved[0].kind) || !('task' in moved[0]) || moved[0].task.by !== 'context') return null;
  return [renamed, { ...moved[0], task: renamed.task }];
}

/** "Luma moved the review to next week so move that to Monday": news, then the change it leads to. */
const NEWS_SO_CHANGE =
  /^(?:(?:ugh|argh|ok|okay|right|so)[,!.]*\s+)?(.{6,}?)[,;.]?\s+so\s+((?:(?:can you|could you|pls|please|just)\s+)?(?:move|push|shift|bump|snooze|put|change|make|delete|remove|cancel|bin|scrap|tick|mark|(?:nudge|ping|remind|buzz) me)\b.+)$/i;
const CHANGES_OF_A_TASK = new Set<Intent['kind']>(['reschedule', 'snooze', 'remove', 'complete', 'rename']);

export function changeAfterNews(text: string, read: (part: string) => Intent[]): Intent[] | null {
  // One space between words first: a run of spaces would be tried before "so" at every one of them.
  const parts = NEWS_SO_CHANGE.exec(text.replace(/\s+/g, ' ').trim());
  if (!parts) return null;
  const change = read(parts[2]);
  if (change.length !== 1 || !CHANGES_OF_A_TASK.has(change[0].kind)) return null;
  // The news itself asks for nothing: no job of its own, no other change.
  const news = read(parts[1]);
  return news.some((intent) => intent.kind === 'add_task' || intent.kind === 'decision') ? null : change;
}
