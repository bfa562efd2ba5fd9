/** A progress note on a task; the server always answers with the list shape. */
export type TaskNote = {
  id: string;
  date: string;
  text: string;
};

/** A task as the dashboard shows it (spec section 3, "Task"). */
export type Task = {
  id: string;
  type: 'task';
  title: string;
  description: string;
  /** A UTC instant (ISO 8601), or null when the task has no due date. */
  due_date: string | null;
  important: boolean;
  completed: boolean;
  recurring: boolean;
  created_at: string;
  updates: TaskNote[];
};

/** The fields an update may change; the ones left out stay as they are. */
export type TaskChanges = {
  title?: string;
  description?: string;
  /** A local `YYYY-MM-DDTHH:mm` read in `timezone`, or null to remove the due date. */
  due_date?: string | null;
  timezone?: string;
  completed?: boolean;
  important?: boolean;
};
