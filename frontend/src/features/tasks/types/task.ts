import type { ApiSchema } from '@/lib/api-types';

/** A progress note on a task; the server always answers with the list shape. */
export type TaskNote = ApiSchema<'TaskNoteResponse'>;

/** A task as the dashboard shows it (spec section 3, "Task"). */
export type Task = ApiSchema<'TaskResponse'>;

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
