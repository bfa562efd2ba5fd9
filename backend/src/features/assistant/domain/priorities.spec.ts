import { prioritise } from './priorities';

const now = new Date('2026-03-10T12:00:00Z');
const task = (id: string, due: string | null, important = false, created = '2026-03-01T00:00:00Z') => ({
  id,
  title: id,
  due_date: due,
  important,
  created_at: created,
});

describe('prioritise', () => {
  it('puts overdue, then due today, then important, then the oldest, each with its reason', () => {
    const tasks = [
      task('old', null, false, '2026-01-01T00:00:00Z'),
      task('important', null, true),
      task('today', '2026-03-10T16:00:00Z'),
      task('overdue', '2026-03-09T09:00:00Z'),
    ];
    const { top, rest } = prioritise(tasks, now, 'Europe/London');
    expect(top.map((t) => [t.task.id, t.reason])).toEqual([
      ['overdue', 'overdue'],
      ['today', 'due_today'],
      ['important', 'important'],
    ]);
    expect(rest).toEqual([]);
  });

  it('offers to move only the other tasks that weigh on today', () => {
    const tasks = [
      task('a', '2026-03-09T09:00:00Z'),
      task('b', '2026-03-10T13:00:00Z'),
      task('c', '2026-03-10T14:00:00Z'),
      task('d', '2026-03-10T15:00:00Z'),
      task('e', '2026-03-08T15:00:00Z'),
      task('later', '2026-03-20T15:00:00Z'),
      task('someday', null),
    ];
    const { top, rest } = prioritise(tasks, now, 'Europe/London');
    expect(top.map((t) => t.task.id)).toEqual(['e', 'a', 'b']);
    expect(rest.map((t) => t.id)).toEqual(['c', 'd']);
  });
});
