import fc from 'fast-check';
import { compareTasks, type OrderableTask, sortTasks } from './task-order';

const task = (id: string, important: boolean, due_date: string | null, created_at: string): OrderableTask => ({
  id,
  important,
  due_date,
  created_at,
});

describe('compareTasks (spec section 4 order)', () => {
  it('puts important first, then sooner due, then dated before undated, then newest created', () => {
    const tasks = [
      task('undated-old', false, null, '2025-01-01T00:00:00Z'),
      task('undated-new', false, null, '2025-01-03T00:00:00Z'),
      task('due-later', false, '2025-02-10T12:00:00Z', '2025-01-01T00:00:00Z'),
      task('due-sooner', false, '2025-02-01T12:00:00Z', '2025-01-01T00:00:00Z'),
      task('important-undated', true, null, '2025-01-05T00:00:00Z'),
      task('important-due', true, '2025-03-01T12:00:00Z', '2025-01-01T00:00:00Z'),
      task('same-due-newer', false, '2025-02-01T12:00:00Z', '2025-01-02T00:00:00Z'),
    ];
    expect([...tasks].sort(compareTasks).map((t) => t.id)).toEqual([
      'important-due',
      'important-undated',
      'same-due-newer',
      'due-sooner',
      'due-later',
      'undated-new',
      'undated-old',
    ]);
  });

  it('compares instants, not text, so offsets order correctly', () => {
    const a = task('a', false, '2025-02-01T12:00:00+02:00', '2025-01-01T00:00:00Z');
    const b = task('b', false, '2025-02-01T11:00:00Z', '2025-01-01T00:00:00Z');
    expect([b, a].sort(compareTasks).map((t) => t.id)).toEqual(['a', 'b']);
  });

  it('is a total order: the result never depends on the input order', () => {
    const arbitraryTask = fc.record({
      id: fc.uuid(),
      important: fc.boolean(),
      due_date: fc.option(fc.integer({ min: 0, max: 5 }).map((d) => `2025-02-0${d + 1}T12:00:00.000Z`)),
      created_at: fc.integer({ min: 0, max: 5 }).map((d) => `2025-01-0${d + 1}T12:00:00.000Z`),
    });
    fc.assert(
      fc.property(fc.array(arbitraryTask, { maxLength: 30 }), (tasks) => {
        const sorted = [...tasks].sort(compareTasks);
        expect([...tasks].reverse().sort(compareTasks)).toEqual(sorted);
        expect(sortTasks([...tasks].reverse())).toEqual(sorted);
      }),
    );
  });
});
