import type { Task } from '../types/task';

type OrderableTask = Pick<Task, 'id' | 'important' | 'due_date' | 'created_at'>;

function instant(value: string | null): number | null {
  if (value === null) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * Spec section 4: important first, then sooner due dates first, then tasks with a due date
 * before those without, then newest created first. The id settles exact ties, so two reads of
 * the same list never swap rows.
 */
export function compareTasks(a: OrderableTask, b: OrderableTask): number {
  if (a.important !== b.important) return a.important ? -1 : 1;
  const dueA = instant(a.due_date);
  const dueB = instant(b.due_date);
  if (dueA !== null && dueB !== null && dueA !== dueB) return dueA - dueB;
  if ((dueA === null) !== (dueB === null)) return dueA === null ? 1 : -1;
  const createdA = instant(a.created_at) ?? 0;
  const createdB = instant(b.created_at) ?? 0;
  if (createdA !== createdB) return createdB - createdA;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The active and completed lists, each in spec order. */
export function splitTasks(tasks: readonly Task[]): { active: Task[]; completed: Task[] } {
  const sorted = [...tasks].sort(compareTasks);
  return {
    active: sorted.filter((task) => !task.completed),
    completed: sorted.filter((task) => task.completed),
  };
}
