import { eventTypes } from '../../../platform/event-store/event-types';
import type { TaskRepeat } from './recurrence';

/**
 * A note on a task's progress (spec section 3, "updates"). Stored in this one shape whichever
 * shape the client sent. In events `text` is `enc:v1:` ciphertext; read models hold it opened.
 */
export interface TaskNote {
  id: string;
  date: string;
  text: string;
}

/**
 * Every task event names its owner, so the projection files it under the right user without a
 * lookup. Due dates are UTC ISO instants: the timezone is applied before the command is decided.
 * Titles, descriptions and note texts are people's own words: events carry them as `enc:v1:`
 * ciphertext made with the owner's data key, so deleting the account leaves none of them readable.
 */
export type TaskCreated = {
  type: 'task.created';
  data: {
    taskId: string;
    userId: string;
    title: string;
    description: string;
    dueDate: string | null;
    important: boolean;
    completed: boolean;
    recurring: boolean;
    /** How it repeats when `recurring` (absent in older events and for a plain `recurring`: weekly). */
    repeat?: TaskRepeat | null;
    /** The task whose completion brought this occurrence. */
    repeatOf?: string;
    /** The IANA zone the person entered the task in, when their app said (reminder and nudge hours follow it). */
    timeZone?: string;
  };
};
export type TaskEdited = { type: 'task.edited'; data: { taskId: string; userId: string; title?: string; description?: string } };
export type TaskDueDateSet = { type: 'task.due_date_set'; data: { taskId: string; userId: string; dueDate: string; timeZone?: string } };
export type TaskDueDateChanged = {
  type: 'task.due_date_changed';
  data: { taskId: string; userId: string; from: string; to: string; timeZone?: string };
};
export type TaskDueDateCleared = { type: 'task.due_date_cleared'; data: { taskId: string; userId: string; was: string } };
export type TaskCompleted = { type: 'task.completed'; data: { taskId: string; userId: string } };
export type TaskReopened = { type: 'task.reopened'; data: { taskId: string; userId: string } };
export type TaskMarkedImportant = { type: 'task.marked_important'; data: { taskId: string; userId: string } };
export type TaskUnmarkedImportant = { type: 'task.unmarked_important'; data: { taskId: string; userId: string } };
/** `repeat` names the rule when one was given (absent in older events: weekly). */
export type TaskRecurringSet = {
  type: 'task.recurring_set';
  data: { taskId: string; userId: string; recurring: boolean; repeat?: TaskRepeat | null };
};
/** Taken back by the person (an UNDO of a task the assistant added): the task leaves every list. */
export type TaskRemoved = { type: 'task.removed'; data: { taskId: string; userId: string } };
export type TaskUpdateNoted = { type: 'task.update_noted'; data: { taskId: string; userId: string; note: TaskNote } };

export type TaskEvent =
  | TaskCreated
  | TaskEdited
  | TaskDueDateSet
  | TaskDueDateChanged
  | TaskDueDateCleared
  | TaskCompleted
  | TaskReopened
  | TaskMarkedImportant
  | TaskUnmarkedImportant
  | TaskRecurringSet
  | TaskUpdateNoted
  | TaskRemoved;

export const TASK_EVENT_TYPES = eventTypes<TaskEvent>({
  'task.created': true,
  'task.edited': true,
  'task.due_date_set': true,
  'task.due_date_changed': true,
  'task.due_date_cleared': true,
  'task.completed': true,
  'task.reopened': true,
  'task.marked_important': true,
  'task.unmarked_important': true,
  'task.recurring_set': true,
  'task.update_noted': true,
  'task.removed': true,
});

/** One stream per task: edits to different tasks never contend, and a task's history reads in one go. */
export const taskStream = (taskId: string): string => `task-${taskId}`;
