import type { Intent, InterpretContext, TaskReference } from '../intent';
import { HELD_OUT_NOW, NO_CHANGE, type HeldOutItem } from './held-out-kit';

/** Intents that change something the person keeps: reading one that was not meant does harm. */
export const CHANGES = new Set<Intent['kind']>([
  'add_task',
  'complete',
  'snooze',
  'reschedule',
  'rename',
  'remove',
  'decision',
  'journal_note',
  'undo',
  'stop',
  'start',
]);
/** A snooze to a moment and a reschedule move a task the same way. */
const MOVES = new Set<Intent['kind']>(['snooze', 'reschedule']);

/** Lower case, single spaces, no punctuation: how a title is written does not make it wrong. */
export function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s:]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function sameReference(expected: TaskReference, got: TaskReference): boolean {
  if (expected.by !== got.by) return false;
  if (expected.by === 'number' && got.by === 'number') return expected.number === got.number;
  if (expected.by === 'words' && got.by === 'words') {
    const [a, b] = [plain(expected.words), plain(got.words)];
    return a === b || a.includes(b) || b.includes(a);
  }
  return true;
}

const FEELINGS = new Set(['feeling', 'overwhelmed']);

/** Whether one intent reads as expected; free text (a decision's words, a question) is not compared. */
function sameIntent(expected: Intent, got: Intent): boolean {
  if (expected.kind !== got.kind) return false;
  switch (expected.kind) {
    case 'add_task': {
      const g = got as typeof expected;
      return (
        plain(g.title) === plain(expected.title) &&
        g.due === expected.due &&
        g.important === expected.important &&
        JSON.stringify(g.repeat) === JSON.stringify(expected.repeat)
      );
    }
    case 'complete':
    case 'remove':
      return sameReference(expected.task, (got as typeof expected).task);
    case 'snooze': {
      const g = got as typeof expected;
      return sameReference(expected.task, g.task) && g.until === expected.until && g.minutes === expected.minutes;
    }
    case 'reschedule': {
      const g = got as typeof expected;
      return sameReference(expected.task, g.task) && g.date === expected.date && g.time === expected.time;
    }
    case 'rename': {
      const g = got as typeof expected;
      return sameReference(expected.task, g.task) && plain(g.title) === plain(expected.title);
    }
    case 'list': {
      const g = got as typeof expected;
      return g.view === expected.view && g.day === expected.day;
    }
    case 'free_time': {
      const g = got as typeof expected;
      return g.from === expected.from && g.to === expected.to;
    }
    case 'prioritise':
      return (got as typeof expected).scope === expected.scope;
    case 'recall_decision': {
      const [a, b] = [plain(expected.words), plain((got as typeof expected).words)];
      return a === b || b.includes(a);
    }
    case 'answer':
      return (got as typeof expected).pick === expected.pick;
    case 'small_talk': {
      const what = (got as typeof expected).what;
      return what === expected.what || (FEELINGS.has(what) && FEELINGS.has(expected.what));
    }
    default:
      return true;
  }
}

function matches(accepted: Intent[] | typeof NO_CHANGE, got: Intent[]): boolean {
  if (accepted === NO_CHANGE) return got.every((intent) => !CHANGES.has(intent.kind));
  return accepted.length === got.length && accepted.every((intent, index) => sameIntent(intent, got[index]));
}

function movesEarlier(expected: Intent, got: Intent): boolean {
  if (got.kind !== 'snooze' || expected.kind !== 'snooze') return false;
  // A snooze by an amount read as a fixed moment may land before the task's own time.
  if (expected.minutes !== null) return got.minutes === null;
  return got.until !== null && expected.until !== null && Date.parse(got.until) < Date.parse(expected.until);
}

function family(kind: Intent['kind']): string {
  return MOVES.has(kind) ? 'move' : kind;
}

/**
 * Harm, as a person would feel it: a change nobody asked for (a greeting saved as a task), a
 * snooze that may move a task earlier, or a change made to another task than the one meant.
 * Judged against the closest accepted reading.
 */
function harmOf(accepted: (Intent[] | typeof NO_CHANGE)[], got: Intent[]): string | null {
  const reasons = accepted.map((reading) => {
    const expected = reading === NO_CHANGE ? [] : reading;
    for (const intent of got) {
      if (!CHANGES.has(intent.kind)) continue;
      const same = expected.filter((candidate) => family(candidate.kind) === family(intent.kind));
      if (same.length === 0) return `${intent.kind} not asked for`;
      if ('task' in intent) {
        const fits = same.filter((candidate) => 'task' in candidate && sameReference(candidate.task, intent.task));
        if (fits.length === 0) return `${intent.kind} on another task`;
        if (fits.every((candidate) => movesEarlier(candidate, intent))) return 'a snooze that may move the task earlier';
      }
    }
    return null;
  });
  return reasons.includes(null) ? null : (reasons[0] ?? null);
}

export interface ItemScore {
  item: HeldOutItem;
  got: Intent[];
  right: boolean;
  harm: string | null;
}

export interface Score {
  total: number;
  right: number;
  harmful: number;
  items: ItemScore[];
}

export function contextOf(item: HeldOutItem, now = HELD_OUT_NOW): InterpretContext {
  return {
    now,
    timeZone: item.timeZone,
    ...(item.dayFirst === undefined ? {} : { dayFirst: item.dayFirst }),
    ...(item.conversation ? { conversation: item.conversation } : {}),
  };
}

/** Reads every item with `read` and counts the right readings and the harmful ones. */
export function score(items: HeldOutItem[], read: (text: string, context: InterpretContext) => Intent[]): Score {
  const scored = items.map((item) => {
    const got = read(item.text, contextOf(item));
    const right = item.accept.some((reading) => matches(reading, got));
    return { item, got, right, harm: right ? null : harmOf(item.accept, got) };
  });
  return {
    total: scored.length,
    right: scored.filter((entry) => entry.right).length,
    harmful: scored.filter((entry) => entry.harm !== null).length,
    items: scored,
  };
}
