import type { ApiSchema } from '@/lib/api-types';

/**
 * A progress note on a task. Spec section 3 lets `updates` be sent keyed by date or as a list; the
 * server accepts both and always answers with the list.
 */
export type TaskNote = ApiSchema<'TaskNoteResponse'>;

/** A task as the dashboard shows it (spec section 3, "Task"). */
export type Task = ApiSchema<'TaskResponse'>;

/**
 * The fields an update may change; the ones left out stay as they are. `due_date` is a local
 * `YYYY-MM-DDTHH:mm` read in `timezone`, or null to remove the due date.
 */
export type TaskChanges = Omit<ApiSchema<'UpdateTaskRequestDto'>, 'userId' | 'taskId'>;

/** The answer of a task's create or update; one without a task counts as a failure. */
export type TaskAnswer = Partial<ApiSchema<'TaskEnvelopeResponse'>>;
