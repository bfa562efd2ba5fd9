import { DomainError } from '../../../platform/commands/domain-error';
import { type NewTask, type TaskCommand, taskDecider } from './task.decider';
import type { TaskEvent } from './task.events';

const ids = { taskId: 't1', userId: 'u1' };
const due = '2025-01-05T12:00:00.000Z';
const later = '2025-01-06T09:30:00.000Z';

const newTask: NewTask = {
  ...ids,
  title: 'Send the proposal',
  description: '',
  dueDate: null,
  important: false,
  completed: false,
  recurring: false,
  notes: [],
};
const created: TaskEvent = {
  type: 'task.created',
  data: { ...ids, title: 'Send the proposal', description: '', dueDate: null, important: false, completed: false, recurring: false },
};
const createdWithDue: TaskEvent = { ...created, data: { ...created.data, dueDate: due } } as TaskEvent;

/** given(history).when(command).then(new events): the decider read as a story. */
function given(history: TaskEvent[]) {
  const state = history.reduce(taskDecider.evolve, taskDecider.initialState());
  return {
    when: (command: TaskCommand) => ({
      then: (expected: TaskEvent[]) => expect(taskDecider.decide(command, state)).toEqual(expected),
      thenRefuses: (message: string, status: number) => {
        let error: unknown;
        try {
          taskDecider.decide(command, state);
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(DomainError);
        expect(error).toMatchObject({ message, status });
      },
    }),
  };
}

const change = (changes: Omit<Extract<TaskCommand, { kind: 'change' }>, 'kind' | 'userId'>, userId = 'u1'): TaskCommand => ({
  kind: 'change',
  userId,
  ...changes,
});

describe('task decider', () => {
  describe('create', () => {
    it('creates a task with trimmed text', () => {
      given([])
        .when({ kind: 'create', ...newTask, title: '  Send the proposal ', description: ' Two options \n' })
        .then([{ ...created, data: { ...created.data, description: 'Two options' } } as TaskEvent]);
    });

    it('notes each update once, after the task is created', () => {
      const note = { id: 'n1', date: '2025-01-04', text: 'Drafted it' };
      given([])
        .when({ kind: 'create', ...newTask, notes: [note, { ...note, text: 'again' }] })
        .then([created, { type: 'task.update_noted', data: { ...ids, note: { ...note, text: 'again' } } }]);
    });

    it('refuses a blank or over-long title and an over-long description', () => {
      given([])
        .when({ kind: 'create', ...newTask, title: '   ' })
        .thenRefuses('Please enter a title for the task.', 400);
      given([])
        .when({ kind: 'create', ...newTask, title: 'x'.repeat(201) })
        .thenRefuses('The title is too long (200 characters at most).', 400);
      given([])
        .when({ kind: 'create', ...newTask, title: ` ${'x'.repeat(200)} ` })
        .then([{ ...created, data: { ...created.data, title: 'x'.repeat(200) } } as TaskEvent]);
      given([])
        .when({ kind: 'create', ...newTask, description: 'x'.repeat(5001) })
        .thenRefuses('The description is too long (5000 characters at most).', 400);
    });

    it('refuses to create the same task twice', () => {
      given([created])
        .when({ kind: 'create', ...newTask })
        .thenRefuses('This task already exists.', 409);
    });
  });

  describe('change', () => {
    it('answers 404 for a missing task and for a task of someone else', () => {
      given([])
        .when(change({ title: 'New' }))
        .thenRefuses('Task not found.', 404);
      given([created])
        .when(change({ title: 'New' }, 'u2'))
        .thenRefuses('Task not found.', 404);
    });

    it('edits only the text that changed', () => {
      given([created])
        .when(change({ title: 'Send it', description: '' }))
        .then([{ type: 'task.edited', data: { ...ids, title: 'Send it' } }]);
      given([created])
        .when(change({ description: 'Both prices' }))
        .then([{ type: 'task.edited', data: { ...ids, description: 'Both prices' } }]);
      given([created, { type: 'task.edited', data: { ...ids, title: 'Send it' } }])
        .when(change({ title: 'Send it' }))
        .then([]);
    });

    it('sets, changes and clears the due date', () => {
      given([created])
        .when(change({ dueDate: due }))
        .then([{ type: 'task.due_date_set', data: { ...ids, dueDate: due } }]);
      given([createdWithDue])
        .when(change({ dueDate: later }))
        .then([{ type: 'task.due_date_changed', data: { ...ids, from: due, to: later } }]);
      given([createdWithDue])
        .when(change({ dueDate: null }))
        .then([{ type: 'task.due_date_cleared', data: { ...ids, was: due } }]);
      given([createdWithDue])
        .when(change({ dueDate: due }))
        .then([]);
      given([created])
        .when(change({ dueDate: null }))
        .then([]);
    });

    it('completes and reopens, marks and unmarks important, sets recurring', () => {
      given([created])
        .when(change({ completed: true }))
        .then([{ type: 'task.completed', data: ids }]);
      given([created, { type: 'task.completed', data: ids }])
        .when(change({ completed: false }))
        .then([{ type: 'task.reopened', data: ids }]);
      given([created])
        .when(change({ important: true }))
        .then([{ type: 'task.marked_important', data: ids }]);
      given([created, { type: 'task.marked_important', data: ids }])
        .when(change({ important: false }))
        .then([{ type: 'task.unmarked_important', data: ids }]);
      given([created])
        .when(change({ recurring: true }))
        .then([{ type: 'task.recurring_set', data: { ...ids, recurring: true } }]);
      given([created])
        .when(change({ completed: false, important: false, recurring: false }))
        .then([]);
    });

    it('turns several changes into one event each, in a fixed order', () => {
      given([created])
        .when(change({ important: true, completed: true, dueDate: due, title: 'Send it' }))
        .then([
          { type: 'task.edited', data: { ...ids, title: 'Send it' } },
          { type: 'task.due_date_set', data: { ...ids, dueDate: due } },
          { type: 'task.completed', data: ids },
          { type: 'task.marked_important', data: ids },
        ]);
    });

    it('validates changed text like create does', () => {
      given([created])
        .when(change({ title: ' ' }))
        .thenRefuses('Please enter a title for the task.', 400);
    });
  });

  it('folds every event into the state', () => {
    const history: TaskEvent[] = [
      created,
      { type: 'task.edited', data: { ...ids, description: 'Both prices' } },
      { type: 'task.due_date_set', data: { ...ids, dueDate: due } },
      { type: 'task.due_date_changed', data: { ...ids, from: due, to: later } },
      { type: 'task.completed', data: ids },
      { type: 'task.marked_important', data: ids },
      { type: 'task.recurring_set', data: { ...ids, recurring: true } },
      { type: 'task.update_noted', data: { ...ids, note: { id: 'n', date: '2025-01-05', text: 'x' } } },
    ];
    expect(history.reduce(taskDecider.evolve, taskDecider.initialState())).toEqual({
      exists: true,
      taskId: 't1',
      userId: 'u1',
      title: 'Send the proposal',
      description: 'Both prices',
      dueDate: later,
      important: true,
      completed: true,
      recurring: true,
    });
  });
});
