import { DomainError, type ErrorKind } from '../../../platform/commands/domain-error';
import { type NewTask, type TaskCommand, taskDecider } from './task.decider';
import type { TaskEvent } from './task.events';

const ids = { taskId: 't1', userId: 'u1' };
/** Stands in for ciphertext: the decider only checks the prefix and compares strings. */
const sealed = (text: string) => `enc:v1:${text}`;
const due = '2025-01-05T12:00:00.000Z';
const later = '2025-01-06T09:30:00.000Z';

const newTask: NewTask = {
  ...ids,
  title: sealed('Send the proposal'),
  description: sealed(''),
  dueDate: null,
  important: false,
  completed: false,
  recurring: false,
  notes: [],
};
const created: TaskEvent = {
  type: 'task.created',
  data: {
    ...ids,
    title: sealed('Send the proposal'),
    description: sealed(''),
    dueDate: null,
    important: false,
    completed: false,
    recurring: false,
  },
};
const createdWithDue: TaskEvent = { ...created, data: { ...created.data, dueDate: due } } as TaskEvent;

/** given(history).when(command).then(new events): the decider read as a story. */
function given(history: TaskEvent[]) {
  const state = history.reduce(taskDecider.evolve, taskDecider.initialState());
  return {
    when: (command: TaskCommand) => ({
      then: (expected: TaskEvent[]) => expect(taskDecider.decide(command, state)).toEqual(expected),
      thenRefuses: (message: string, kind: ErrorKind) => {
        let error: unknown;
        try {
          taskDecider.decide(command, state);
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(DomainError);
        expect(error).toMatchObject({ message, kind });
      },
    }),
  };
}

const edited = (data: { title?: string; description?: string }): TaskEvent => ({ type: 'task.edited', data: { ...ids, ...data } });

const change = (changes: Omit<Extract<TaskCommand, { kind: 'change' }>, 'kind' | 'userId'>, userId = 'u1'): TaskCommand => ({
  kind: 'change',
  userId,
  ...changes,
});

describe('task decider', () => {
  describe('create', () => {
    it('creates a task with the sealed text it is given', () => {
      given([])
        .when({ kind: 'create', ...newTask, description: sealed('Two options') })
        .then([{ ...created, data: { ...created.data, description: sealed('Two options') } } as TaskEvent]);
    });

    it('notes each update once, after the task is created', () => {
      const note = { id: 'n1', date: '2025-01-04', text: sealed('Drafted it') };
      given([])
        .when({ kind: 'create', ...newTask, notes: [note, { ...note, text: sealed('again') }] })
        .then([created, { type: 'task.update_noted', data: { ...ids, note: { ...note, text: sealed('again') } } }]);
    });

    it('refuses plaintext anywhere, so no unsealed text can reach the log', () => {
      const note = { id: 'n1', date: '2025-01-04', text: 'Drafted it' };
      expect(() => taskDecider.decide({ kind: 'create', ...newTask, title: 'Send the proposal' }, taskDecider.initialState())).toThrow(
        'The task title must be encrypted',
      );
      expect(() => taskDecider.decide({ kind: 'create', ...newTask, description: '' }, taskDecider.initialState())).toThrow(
        'The task description must be encrypted',
      );
      expect(() => taskDecider.decide({ kind: 'create', ...newTask, notes: [note] }, taskDecider.initialState())).toThrow(
        'The task update text must be encrypted',
      );
      const state = [created].reduce(taskDecider.evolve, taskDecider.initialState());
      expect(() => taskDecider.decide(change({ title: 'Send it' }), state)).toThrow('The task title must be encrypted');
    });

    it('refuses to create the same task twice', () => {
      given([created])
        .when({ kind: 'create', ...newTask })
        .thenRefuses('This task already exists.', 'conflict');
    });
  });

  describe('change', () => {
    it('refuses a missing task and for a task of someone else', () => {
      given([])
        .when(change({ title: sealed('New') }))
        .thenRefuses('Task not found.', 'not_found');
      given([created])
        .when(change({ title: sealed('New') }, 'u2'))
        .thenRefuses('Task not found.', 'not_found');
    });

    it('edits only the text that changed', () => {
      given([created])
        .when(change({ title: sealed('Send it'), description: sealed('again'), sameTextAs: { description: sealed('') } }))
        .then([edited({ title: sealed('Send it') })]);
      given([created])
        .when(change({ description: sealed('Both prices') }))
        .then([edited({ description: sealed('Both prices') })]);
      given([created, edited({ title: sealed('Send it') })])
        .when(change({ title: sealed('Send it, sealed again'), sameTextAs: { title: sealed('Send it') } }))
        .then([]);
    });

    it('edits after all when the text it was compared with is no longer the task’s', () => {
      given([created, edited({ title: sealed('Someone else got in first') })])
        .when(change({ title: sealed('Send the proposal, sealed again'), sameTextAs: { title: sealed('Send the proposal') } }))
        .then([edited({ title: sealed('Send the proposal, sealed again') })]);
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
        .when(change({ important: true, completed: true, dueDate: due, title: sealed('Send it') }))
        .then([
          edited({ title: sealed('Send it') }),
          { type: 'task.due_date_set', data: { ...ids, dueDate: due } },
          { type: 'task.completed', data: ids },
          { type: 'task.marked_important', data: ids },
        ]);
    });
  });

  it('folds every event into the state', () => {
    const history: TaskEvent[] = [
      created,
      edited({ description: sealed('Both prices') }),
      { type: 'task.due_date_set', data: { ...ids, dueDate: due } },
      { type: 'task.due_date_changed', data: { ...ids, from: due, to: later } },
      { type: 'task.completed', data: ids },
      { type: 'task.marked_important', data: ids },
      { type: 'task.recurring_set', data: { ...ids, recurring: true, repeat: { every: 'month', interval: 1 } } },
      { type: 'task.update_noted', data: { ...ids, note: { id: 'n', date: '2025-01-05', text: sealed('x') } } },
    ];
    expect(history.reduce(taskDecider.evolve, taskDecider.initialState())).toEqual({
      exists: true,
      taskId: 't1',
      userId: 'u1',
      title: sealed('Send the proposal'),
      description: sealed('Both prices'),
      dueDate: later,
      important: true,
      completed: true,
      recurring: true,
      repeat: { every: 'month', interval: 1 },
      timeZone: null,
      removed: false,
    });
  });

  it('makes a task recurring with its rule, changes the rule, and stops it with null', () => {
    const state = [created].reduce(taskDecider.evolve, taskDecider.initialState());
    const monthly = { every: 'month' as const, interval: 1 };
    const set = taskDecider.decide({ kind: 'change', userId: 'u1', repeat: monthly }, state);
    expect(set).toEqual([{ type: 'task.recurring_set', data: { ...ids, recurring: true, repeat: monthly } }]);
    const repeating = set.reduce(taskDecider.evolve, state);
    expect(taskDecider.decide({ kind: 'change', userId: 'u1', repeat: monthly }, repeating)).toEqual([]);
    expect(taskDecider.decide({ kind: 'change', userId: 'u1', recurring: true }, repeating)).toEqual([]);
    expect(taskDecider.decide({ kind: 'change', userId: 'u1', recurring: false, repeat: null }, repeating)).toEqual([
      { type: 'task.recurring_set', data: { ...ids, recurring: false } },
    ]);
  });

  it('removes a task once, for its owner only, and changes to a removed task answer as if it never existed', () => {
    const state = [created].reduce(taskDecider.evolve, taskDecider.initialState());
    expect(() => taskDecider.decide({ kind: 'remove', userId: 'someone-else' }, state)).toThrow('Task not found.');
    const events = taskDecider.decide({ kind: 'remove', userId: 'u1' }, state);
    expect(events).toEqual([{ type: 'task.removed', data: ids }]);
    const removed = events.reduce(taskDecider.evolve, state);
    expect(taskDecider.decide({ kind: 'remove', userId: 'u1' }, removed)).toEqual([]);
    expect(() => taskDecider.decide({ kind: 'change', userId: 'u1', completed: true }, removed)).toThrow('Task not found.');
  });
});
