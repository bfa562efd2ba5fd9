import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce, SETTLED } from '../../../platform/projections/read-model-writes';
import type { ReadCollection } from '../../../platform/read-store/read-store.port';
import { TASK_EVENT_TYPES, type TaskEvent } from '../domain/task.events';
import { openTaskEvent, SEALED_TASK_EVENTS } from './open-task-text';
import { TASK_LIST_VERSIONS, type TaskListVersionView } from './task-list-version-view';
import { TASKS, type TaskView } from './task-view';

type Change = (current: TaskView) => Partial<TaskView>;

interface Collections {
  tasks: ReadCollection<TaskView>;
  versions: ReadCollection<TaskListVersionView>;
}

function applyToTask(tasks: ReadCollection<TaskView>, event: TaskEvent, recorded: RecordedEvent): Promise<void> {
  const at = recorded.metadata.occurredAt;
  const { taskId } = event.data;
  const update = (change: Change) =>
    applyOnce(tasks, taskId, recorded, (current) => current && { ...current, ...change(current), updated_at: at });
  switch (event.type) {
    case 'task.created': {
      const { userId, title, description, dueDate, important, completed, recurring, repeat, repeatOf, timeZone } = event.data;
      return applyOnce(
        tasks,
        taskId,
        recorded,
        (current) =>
          current ?? {
            userId,
            type: 'task',
            title,
            description,
            due_date: dueDate,
            timezone: timeZone ?? null,
            important,
            completed,
            recurring,
            repeat: recurring ? (repeat ?? null) : null,
            repeat_of: repeatOf ?? null,
            created_at: at,
            updated_at: at,
            updates: [],
          },
      );
    }
    case 'task.edited': {
      const { title, description } = event.data;
      return update((current) => ({ title: title ?? current.title, description: description ?? current.description }));
    }
    case 'task.due_date_set':
      return update(() => ({ due_date: event.data.dueDate, ...(event.data.timeZone ? { timezone: event.data.timeZone } : {}) }));
    case 'task.due_date_changed':
      return update(() => ({ due_date: event.data.to, ...(event.data.timeZone ? { timezone: event.data.timeZone } : {}) }));
    case 'task.due_date_cleared':
      return update(() => ({ due_date: null }));
    case 'task.completed':
      return update(() => ({ completed: true }));
    case 'task.reopened':
      return update(() => ({ completed: false }));
    case 'task.marked_important':
      return update(() => ({ important: true }));
    case 'task.unmarked_important':
      return update(() => ({ important: false }));
    case 'task.recurring_set':
      return update(() => ({ recurring: event.data.recurring, repeat: event.data.recurring ? (event.data.repeat ?? null) : null }));
    case 'task.removed':
      return applyOnce(tasks, taskId, recorded, () => null);
    case 'task.update_noted': {
      const { note } = event.data;
      // Kept in date order, as the list normalised at creation was.
      return update((current) => ({
        updates: [...current.updates.filter((n) => n.id !== note.id), note].sort((a, b) =>
          a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
        ),
      }));
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * The task first, its owner's list version second: a reader that sees the new version is then
 * sure to see the task as it is now (see ListTasksHandler).
 */
function applyOpened({ tasks, versions }: Collections, event: TaskEvent, recorded: RecordedEvent): Promise<void> {
  const version = () => applyOnce(versions, event.data.userId, recorded, () => ({ version: recorded.position }));
  const task = applyToTask(tasks, event, recorded);
  return task === SETTLED ? version() : task.then(version);
}

/**
 * Task text is opened here, once per event, and kept in plaintext in the read model: the task list
 * is read far more often than it changes, and opening every title on every read would cost more
 * than the rest of the request. The read model goes when the account is deleted, and a replay
 * after that finds the key destroyed and rebuilds nothing of the account's tasks.
 */
export const TasksProjection = defineProjection({
  name: 'tasks',
  handles: TASK_EVENT_TYPES,
  collections: {
    tasks: readModel<TaskView>(TASKS, [{ fields: { userId: 1 } }]),
    versions: readModel<TaskListVersionView>(TASK_LIST_VERSIONS),
  },
  inject: { cipher: PersonalDataCipher },
  // Events without text stay on the synchronous path, which keeps a replay at boot quick.
  evolve: (event, context) => {
    if (!SEALED_TASK_EVENTS.has(event.type)) return applyOpened(context, event, event);
    return openTaskEvent(context.cipher, event).then((opened) => (opened ? applyOpened(context, opened, event) : undefined));
  },
});
