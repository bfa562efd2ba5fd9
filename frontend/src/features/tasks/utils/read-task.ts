import type { Task, TaskNote } from '../types/task';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readNotes(value: unknown): TaskNote[] {
  if (Array.isArray(value)) {
    return value
      .filter(isRecord)
      .flatMap((note, index) =>
        typeof note.date === 'string' && typeof note.text === 'string'
          ? [{ id: typeof note.id === 'string' ? note.id : `note-${index}`, date: note.date, text: note.text }]
          : [],
      );
  }
  // The older shape: an object of date to text (spec section 3).
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([date, text], index) => (typeof text === 'string' ? [{ id: `note-${index}`, date, text }] : []));
  }
  return [];
}

/**
 * A task from the server, or null when it is not a task the dashboard can show: only type
 * 'task' is kept (spec section 3), and a row without an id or title cannot be acted on.
 */
export function readTask(value: unknown): Task | null {
  if (!isRecord(value)) return null;
  const { id, type, title } = value;
  if (type !== 'task') return null;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof title !== 'string') return null;
  return {
    id: String(id),
    type: 'task',
    title,
    description: typeof value.description === 'string' ? value.description : '',
    due_date: typeof value.due_date === 'string' && value.due_date !== '' ? value.due_date : null,
    important: value.important === true,
    completed: value.completed === true,
    recurring: value.recurring === true,
    created_at: typeof value.created_at === 'string' ? value.created_at : '',
    updates: readNotes(value.updates),
  };
}

/** The tasks in a list response, or null when `data` is not a list at all. */
export function readTaskList(body: unknown): Task[] | null {
  if (!isRecord(body) || !Array.isArray(body.data)) return null;
  return body.data.flatMap((item) => {
    const task = readTask(item);
    return task ? [task] : [];
  });
}
