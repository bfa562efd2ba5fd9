/** The fields the dashboard orders tasks by (spec section 4, "Task"). */
export interface OrderableTask {
  id: string;
  important: boolean;
  due_date: string | null;
  created_at: string;
}

interface SortKey {
  important: boolean;
  due: number | null;
  created: number;
  id: string;
}

function instant(value: string | null): number | null {
  if (value === null) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

const keyOf = (task: OrderableTask): SortKey => ({
  important: task.important,
  due: instant(task.due_date),
  created: instant(task.created_at) ?? 0,
  id: task.id,
});

function compareKeys(a: SortKey, b: SortKey): number {
  if (a.important !== b.important) return a.important ? -1 : 1;
  if (a.due !== null && b.due !== null && a.due !== b.due) return a.due - b.due;
  if ((a.due === null) !== (b.due === null)) return a.due === null ? 1 : -1;
  if (a.created !== b.created) return b.created - a.created;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Spec order: important first, then sooner due dates first, then tasks with a due date before
 * those without, then newest created first. The id breaks the last ties so the order never
 * flickers between two identical reads. Dates are compared as instants, so any ISO offset works.
 */
export function compareTasks(a: OrderableTask, b: OrderableTask): number {
  return compareKeys(keyOf(a), keyOf(b));
}

/** The same order for a whole list, reading each task's dates once rather than at every comparison. */
export function sortTasks<T extends OrderableTask>(tasks: readonly T[]): T[] {
  return tasks
    .map((task) => ({ task, key: keyOf(task) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ task }) => task);
}
