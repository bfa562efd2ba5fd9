import type { Doc } from '../../../platform/read-store/read-store.port';
import { type TaskRepeat, WEEKLY } from '../domain/recurrence';
import type { TaskNote } from '../domain/task.events';

/** A task as the dashboard receives it (spec section 3, "Task"); `updates` always in the list shape. */
export interface Task {
  id: string;
  type: 'task';
  title: string;
  description: string;
  due_date: string | null;
  important: boolean;
  completed: boolean;
  recurring: boolean;
  /** How a recurring task repeats (a task marked recurring without a rule repeats weekly); absent when it does not. */
  repeat?: TaskRepeat | null;
  created_at: string;
  updates: TaskNote[];
}

/** The `tasks` read model: one document per task, filed under its owner. */
export interface TaskView extends Doc, Omit<Task, 'id'> {
  _id: string;
  userId: string;
  updated_at: string;
  /** The zone of the newest create or due-date change that named one; never sent to the dashboard. */
  timezone?: string | null;
  /** The task whose completion brought this occurrence of a repeating task. */
  repeat_of?: string | null;
}

export const TASKS = 'tasks';

export function toTask(view: TaskView): Task {
  const { _id, type, title, description, due_date, important, completed, recurring, created_at, updates } = view;
  // Only a recurring task carries its rule, so the list of the others keeps its size.
  const repeat = recurring ? { repeat: view.repeat ?? WEEKLY } : {};
  return { id: _id, type, title, description, due_date, important, completed, recurring, ...repeat, created_at, updates };
}
