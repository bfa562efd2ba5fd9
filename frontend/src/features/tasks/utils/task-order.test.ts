import { describe, expect, it } from 'vitest';

import type { Task } from '../types/task';
import { compareTasks, splitTasks } from './task-order';

function task(id: string, fields: Partial<Task> = {}): Task {
  return {
    id,
    type: 'task',
    title: id,
    description: '',
    due_date: null,
    important: false,
    completed: false,
    recurring: false,
    created_at: '2025-01-01T09:00:00.000Z',
    updates: [],
    ...fields,
  };
}

const ids = (tasks: Task[]) => tasks.map((t) => t.id);

describe('compareTasks (spec section 4 order)', () => {
  it('puts important tasks first, even when others are due sooner', () => {
    const tasks = [
      task('plain-soon', { due_date: '2025-01-02T12:00:00.000Z' }),
      task('important-late', { important: true, due_date: '2025-03-01T12:00:00.000Z' }),
    ];
    expect(ids(tasks.sort(compareTasks))).toEqual(['important-late', 'plain-soon']);
  });

  it('orders sooner due dates first within the same importance', () => {
    const tasks = [
      task('friday', { due_date: '2025-01-10T12:00:00.000Z' }),
      task('monday', { due_date: '2025-01-06T12:00:00.000Z' }),
      task('monday-early', { due_date: '2025-01-06T08:00:00.000Z' }),
    ];
    expect(ids(tasks.sort(compareTasks))).toEqual(['monday-early', 'monday', 'friday']);
  });

  it('compares due instants, not the text (offsets are honoured)', () => {
    const tasks = [
      task('london-noon', { due_date: '2025-01-06T12:00:00Z' }),
      task('new-york-9am', { due_date: '2025-01-06T09:00:00-05:00' }),
    ];
    expect(ids(tasks.sort(compareTasks))).toEqual(['london-noon', 'new-york-9am']);
  });

  it('puts tasks with a due date before those without', () => {
    const tasks = [task('undated', { created_at: '2025-02-01T00:00:00.000Z' }), task('dated', { due_date: '2030-01-01T12:00:00.000Z' })];
    expect(ids(tasks.sort(compareTasks))).toEqual(['dated', 'undated']);
  });

  it('puts the newest created first when nothing else differs', () => {
    const tasks = [
      task('old', { created_at: '2025-01-01T00:00:00.000Z' }),
      task('new', { created_at: '2025-01-03T00:00:00.000Z' }),
      task('middle', { created_at: '2025-01-02T00:00:00.000Z' }),
    ];
    expect(ids(tasks.sort(compareTasks))).toEqual(['new', 'middle', 'old']);
  });

  it('applies all four rules together', () => {
    const tasks = [
      task('plain-undated-new', { created_at: '2025-01-05T00:00:00.000Z' }),
      task('plain-undated-old', { created_at: '2025-01-01T00:00:00.000Z' }),
      task('plain-due-late', { due_date: '2025-02-01T12:00:00.000Z' }),
      task('important-undated', { important: true }),
      task('plain-due-soon', { due_date: '2025-01-07T12:00:00.000Z' }),
      task('important-due', { important: true, due_date: '2025-06-01T12:00:00.000Z' }),
    ];
    expect(ids(tasks.sort(compareTasks))).toEqual([
      'important-due',
      'important-undated',
      'plain-due-soon',
      'plain-due-late',
      'plain-undated-new',
      'plain-undated-old',
    ]);
  });

  it('treats an unreadable due date as none and settles exact ties by id', () => {
    const tasks = [task('b', { due_date: 'not a date' }), task('a'), task('c', { due_date: '2025-01-07T12:00:00.000Z' })];
    expect(ids(tasks.sort(compareTasks))).toEqual(['c', 'a', 'b']);
  });
});

describe('splitTasks', () => {
  it('separates active from completed, each in spec order, without changing the input', () => {
    const input = [
      task('done-old', { completed: true, created_at: '2025-01-01T00:00:00.000Z' }),
      task('todo', {}),
      task('done-important', { completed: true, important: true }),
      task('todo-important', { important: true }),
    ];
    const copy = [...input];
    const { active, completed } = splitTasks(input);
    expect(ids(active)).toEqual(['todo-important', 'todo']);
    expect(ids(completed)).toEqual(['done-important', 'done-old']);
    expect(input).toEqual(copy);
  });
});
