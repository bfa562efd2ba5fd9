import { describe, expect, it } from 'vitest';

import { readTask, readTaskList } from './read-task';

const stored = {
  id: 't1',
  type: 'task',
  title: 'Send the proposal',
  description: 'Two options',
  due_date: '2025-01-05T12:00:00.000Z',
  important: true,
  completed: false,
  recurring: false,
  created_at: '2025-01-04T09:00:00.000Z',
  updates: [{ id: 'n1', date: '2025-01-04', text: 'Drafted' }],
};

describe('readTask', () => {
  it('keeps a stored task as it is', () => {
    expect(readTask(stored)).toEqual(stored);
  });

  it("keeps only type 'task'", () => {
    expect(readTask({ ...stored, type: 'reminder' })).toBeNull();
    expect(readTask({ ...stored, type: undefined })).toBeNull();
  });

  it('fills what is missing and accepts updates keyed by date', () => {
    expect(
      readTask({ id: 7, type: 'task', title: 'Call the bank', description: null, updates: { '2025-01-05': 'Left a message' } }),
    ).toEqual({
      id: '7',
      type: 'task',
      title: 'Call the bank',
      description: '',
      due_date: null,
      important: false,
      completed: false,
      recurring: false,
      created_at: '',
      updates: [{ id: 'note-0', date: '2025-01-05', text: 'Left a message' }],
    });
  });

  it('refuses rows that cannot be acted on', () => {
    expect(readTask({ type: 'task', title: 'no id' })).toBeNull();
    expect(readTask({ id: 'x', type: 'task' })).toBeNull();
    expect(readTask('task')).toBeNull();
  });
});

describe('readTaskList', () => {
  it('returns the tasks of a list response and skips other types', () => {
    expect(readTaskList({ success: true, data: [stored, { ...stored, id: 't2', type: 'note' }] })?.map((t) => t.id)).toEqual(['t1']);
  });

  it('returns null when data is not a list', () => {
    expect(readTaskList({ success: true, data: { tasks: [] } })).toBeNull();
    expect(readTaskList(undefined)).toBeNull();
    expect(readTaskList('oops')).toBeNull();
  });
});
