import type { Doc } from '../../../platform/read-store/read-store.port';
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
}

export const TASKS = 'tasks';

export function toTask(view: TaskView): Task {
  const { _id, type, title, description, due_date, important, completed, recurring, created_at, updates } = view;
  return { id: _id, type, title, description, due_date, important, completed, recurring, created_at, updates };
}
