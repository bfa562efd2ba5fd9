import { localDay } from './reply-dates';
import type { OpenTask } from './next-tasks';

export type PriorityReason = 'overdue' | 'due_today' | 'important' | 'waiting_longest';

export interface Prioritised<T> {
  top: { task: T; reason: PriorityReason }[];
  /** The other open tasks due today or overdue: what MOVE REST moves to tomorrow. */
  rest: T[];
}

const time = (iso: string | null) => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso));

/**
 * "What should I focus on?": overdue first (oldest due first), then due today by time, then
 * important, then those waiting longest; each with the one reason it is there. The rest is what
 * makes today heavy: the other tasks overdue or due today.
 */
export function prioritise<T extends OpenTask>(tasks: readonly T[], now: Date, timeZone: string, size = 3): Prioritised<T> {
  const today = localDay(now, timeZone);
  const reasonOf = (t: T): PriorityReason => {
    if (t.due_date !== null && time(t.due_date) < now.getTime()) return 'overdue';
    if (t.due_date !== null && localDay(new Date(t.due_date), timeZone) === today) return 'due_today';
    return t.important ? 'important' : 'waiting_longest';
  };
  const rank: Record<PriorityReason, number> = { overdue: 0, due_today: 1, important: 2, waiting_longest: 3 };
  const ranked = tasks
    .map((task) => ({ task, reason: reasonOf(task) }))
    .sort(
      (a, b) =>
        rank[a.reason] - rank[b.reason] ||
        (a.reason === 'overdue' || a.reason === 'due_today' ? time(a.task.due_date) - time(b.task.due_date) : 0) ||
        a.task.created_at.localeCompare(b.task.created_at) ||
        a.task.id.localeCompare(b.task.id),
    );
  const top = ranked.slice(0, size);
  const rest = ranked.slice(size).filter((r) => r.reason === 'overdue' || r.reason === 'due_today');
  return { top, rest: rest.map((r) => r.task) };
}
