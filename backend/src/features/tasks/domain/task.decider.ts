import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/commands/domain-error';
import { isCiphertext } from '../../../platform/crypto/personal-data-cipher';
import type { TaskRepeat } from './recurrence';
import type { TaskCreated, TaskEvent, TaskNote } from './task.events';

/** `title` and `description` are the sealed text of the newest events: the decider never sees plaintext. */
export interface TaskState {
  exists: boolean;
  taskId: string | null;
  userId: string | null;
  title: string;
  description: string;
  dueDate: string | null;
  important: boolean;
  completed: boolean;
  recurring: boolean;
  repeat: TaskRepeat | null;
  /** The zone of the newest create or due-date change that named one (a repeat keeps its clock time there). */
  timeZone: string | null;
  /** Removed tasks answer as if they never existed. */
  removed: boolean;
}

/**
 * What `task.created` records, with the notes that follow it as `task.update_noted`. The text
 * fields arrive checked and sealed (see TaskTextSealer).
 */
export type NewTask = TaskCreated['data'] & { notes: TaskNote[] };

/** Fields left out are left as they are; `dueDate: null` clears the due date. Text arrives sealed. */
export interface TaskChanges {
  title?: string;
  description?: string;
  dueDate?: string | null;
  completed?: boolean;
  important?: boolean;
  recurring?: boolean;
  /** A rule makes the task recurring; null with `recurring: false` stops it. */
  repeat?: TaskRepeat | null;
  /** Recorded with a due date that is set or changed. */
  timeZone?: string;
}

/**
 * Two sealings of one text never match, so whether an edit changes anything is judged on
 * plaintext before the command is decided. Where the new text read the same, this names the sealed
 * text it was compared with: while the task still holds exactly that, the field is not edited; if
 * another edit got in between, the comparison is stale and the new text is written after all.
 */
export interface SameTextAs {
  title?: string;
  description?: string;
}

export type TaskCommand =
  | ({ kind: 'create' } & NewTask)
  | ({ kind: 'change'; userId: string; sameTextAs?: SameTextAs } & TaskChanges)
  | { kind: 'remove'; userId: string };

const initialState = (): TaskState => ({
  exists: false,
  taskId: null,
  userId: null,
  title: '',
  description: '',
  dueDate: null,
  important: false,
  completed: false,
  recurring: false,
  repeat: null,
  timeZone: null,
  removed: false,
});

function evolve(state: TaskState, event: TaskEvent): TaskState {
  switch (event.type) {
    case 'task.created': {
      const { taskId, userId, title, description, dueDate, important, completed, recurring, repeat, timeZone } = event.data;
      const rule = recurring ? (repeat ?? null) : null;
      return {
        ...state,
        exists: true,
        taskId,
        userId,
        title,
        description,
        dueDate,
        important,
        completed,
        recurring,
        repeat: rule,
        timeZone: timeZone ?? null,
      };
    }
    case 'task.edited':
      return { ...state, title: event.data.title ?? state.title, description: event.data.description ?? state.description };
    case 'task.due_date_set':
      return { ...state, dueDate: event.data.dueDate, timeZone: event.data.timeZone ?? state.timeZone };
    case 'task.due_date_changed':
      return { ...state, dueDate: event.data.to, timeZone: event.data.timeZone ?? state.timeZone };
    case 'task.due_date_cleared':
      return { ...state, dueDate: null };
    case 'task.completed':
      return { ...state, completed: true };
    case 'task.reopened':
      return { ...state, completed: false };
    case 'task.marked_important':
      return { ...state, important: true };
    case 'task.unmarked_important':
      return { ...state, important: false };
    case 'task.recurring_set':
      return { ...state, recurring: event.data.recurring, repeat: event.data.recurring ? (event.data.repeat ?? null) : null };
    case 'task.removed':
      return { ...state, removed: true };
    case 'task.update_noted':
      // Notes are history for people to read; no decision depends on them.
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** A programming error, not a person's: task text must be sealed before it is decided on. */
function sealed(text: string, field: string): string {
  if (!isCiphertext(text)) throw new Error(`The task ${field} must be encrypted before it is decided on`);
  return text;
}

function create(command: NewTask, state: TaskState): TaskEvent[] {
  if (state.exists) throw new DomainError('This task already exists.', 'conflict');
  const { taskId, userId, dueDate, important, completed, recurring, repeat, repeatOf } = command;
  const created: TaskEvent = {
    type: 'task.created',
    data: {
      taskId,
      userId,
      title: sealed(command.title, 'title'),
      description: sealed(command.description, 'description'),
      dueDate,
      important,
      completed,
      recurring,
      ...(recurring && repeat ? { repeat } : {}),
      ...(repeatOf ? { repeatOf } : {}),
      ...(command.timeZone ? { timeZone: command.timeZone } : {}),
    },
  };
  const notes = [...new Map(command.notes.map((note) => [note.id, { ...note, text: sealed(note.text, 'update text') }])).values()];
  return [created, ...notes.map((note): TaskEvent => ({ type: 'task.update_noted', data: { taskId, userId, note } }))];
}

function dueDateEvents(taskId: string, userId: string, from: string | null, to: string | null, timeZone?: string): TaskEvent[] {
  if (from === to) return [];
  const zone = timeZone ? { timeZone } : {};
  if (from === null) return [{ type: 'task.due_date_set', data: { taskId, userId, dueDate: to as string, ...zone } }];
  if (to === null) return [{ type: 'task.due_date_cleared', data: { taskId, userId, was: from } }];
  return [{ type: 'task.due_date_changed', data: { taskId, userId, from, to, ...zone } }];
}

/** The new sealed text of a field, or undefined when the field is not sent or reads as it does now. */
function editedText(field: keyof SameTextAs, command: { sameTextAs?: SameTextAs } & TaskChanges, state: TaskState): string | undefined {
  const next = command[field];
  if (next === undefined) return undefined;
  const same = command.sameTextAs?.[field];
  return same !== undefined && same === state[field] ? undefined : sealed(next, field);
}

const sameRepeat = (a: TaskRepeat | null, b: TaskRepeat | null) => a?.every === b?.every && a?.interval === b?.interval;

/** Only what really changes becomes an event, so a repeated request adds nothing to the history. */
function change(command: { userId: string; sameTextAs?: SameTextAs } & TaskChanges, state: TaskState): TaskEvent[] {
  const { userId } = command;
  const taskId = state.taskId as string;
  const events: TaskEvent[] = [];
  const title = editedText('title', command, state);
  const description = editedText('description', command, state);
  const edited = {
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
  };
  if (Object.keys(edited).length > 0) events.push({ type: 'task.edited', data: { taskId, userId, ...edited } });
  if (command.dueDate !== undefined) events.push(...dueDateEvents(taskId, userId, state.dueDate, command.dueDate, command.timeZone));
  if (command.completed !== undefined && command.completed !== state.completed) {
    events.push({ type: command.completed ? 'task.completed' : 'task.reopened', data: { taskId, userId } });
  }
  if (command.important !== undefined && command.important !== state.important) {
    events.push({ type: command.important ? 'task.marked_important' : 'task.unmarked_important', data: { taskId, userId } });
  }
  const recurring = command.repeat ? true : command.recurring;
  const repeat = command.repeat !== undefined ? command.repeat : recurring === false ? null : state.repeat;
  if (recurring !== undefined && (recurring !== state.recurring || !sameRepeat(repeat, state.repeat))) {
    events.push({ type: 'task.recurring_set', data: { taskId, userId, recurring, ...(recurring && repeat ? { repeat } : {}) } });
  }
  return events;
}

/**
 * The task aggregate. A task that does not exist and a task of someone else answer the same 404,
 * so a guessed id tells the caller nothing.
 */
function decide(command: TaskCommand, state: TaskState): TaskEvent[] {
  switch (command.kind) {
    case 'create':
      return create(command, state);
    case 'change':
      if (!state.exists || state.removed || state.userId !== command.userId) throw new DomainError('Task not found.', 'not_found');
      return change(command, state);
    case 'remove':
      if (!state.exists || state.userId !== command.userId) throw new DomainError('Task not found.', 'not_found');
      return state.removed ? [] : [{ type: 'task.removed', data: { taskId: state.taskId as string, userId: command.userId } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const taskDecider: Decider<TaskState, TaskCommand, TaskEvent> = { initialState, evolve, decide };
