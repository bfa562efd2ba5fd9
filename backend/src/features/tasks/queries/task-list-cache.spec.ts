import type { Task } from '../read-models/task-view';
import { TaskListCache } from './task-list-cache';

const task = (id: string): Task => ({
  id,
  type: 'task',
  title: id,
  description: '',
  due_date: null,
  important: false,
  completed: false,
  recurring: false,
  created_at: '',
  updates: [],
});
const tasks = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => task(`${prefix}${i}`));

describe('TaskListCache', () => {
  it('answers only for the version a list was built at', () => {
    const cache = new TaskListCache();
    cache.put('u1', 5, tasks(2, 'a'));
    const snapshot = cache.get('u1', 5);
    expect(snapshot?.tasks.map((t) => t.id)).toEqual(['a0', 'a1']);
    expect(JSON.parse(snapshot?.json ?? '')).toEqual(snapshot?.tasks);
    expect(cache.get('u1', 6)).toBeNull();
    expect(cache.get('u2', 5)).toBeNull();
  });

  it('hands out frozen lists, so one request cannot change another one’s answer', () => {
    const cache = new TaskListCache();
    const list = cache.put('u1', 1, [{ ...task('a'), updates: [{ id: 'n', date: '2025-01-05', text: 'x' }] }]).tasks;
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(list[0])).toBe(true);
    expect(Object.isFrozen(list[0].updates[0])).toBe(true);
  });

  it('drops the least recently read lists beyond its task budget', () => {
    const cache = new TaskListCache(5);
    cache.put('u1', 1, tasks(2, 'a'));
    cache.put('u2', 1, tasks(2, 'b'));
    cache.get('u1', 1);
    cache.put('u3', 1, tasks(2, 'c'));
    expect(cache.get('u2', 1)).toBeNull();
    expect(cache.get('u1', 1)).not.toBeNull();
    expect(cache.get('u3', 1)).not.toBeNull();
    expect(cache.size).toBe(2);
  });

  it('keeps the newest list even when it alone is over budget', () => {
    const cache = new TaskListCache(3);
    cache.put('u1', 1, tasks(1, 'a'));
    cache.put('u2', 1, tasks(10, 'b'));
    expect(cache.get('u2', 1)?.tasks).toHaveLength(10);
    expect(cache.size).toBe(1);
  });
});
