import { pickFromWords, saysYes, tasksAskedAbout } from './answer-words';

describe('pickFromWords', () => {
  const options = ['Call the bank', 'Call the dentist'];

  it('reads a number, an ordinal or "the last one"', () => {
    expect(pickFromWords('2', options)).toBe(2);
    expect(pickFromWords('the second one', options)).toBe(2);
    expect(pickFromWords('First', options)).toBe(1);
    expect(pickFromWords('the last one', options)).toBe(2);
  });

  it('reads words that fit one option only, and nothing when they fit both', () => {
    expect(pickFromWords('the dentist one', options)).toBe(2);
    expect(pickFromWords('the call', options)).toBeNull();
    expect(pickFromWords('hmm', options)).toBeNull();
  });
});

describe('saysYes', () => {
  it('hears KEEP, MOVE REST, GO and yes, not no', () => {
    expect(['KEEP', 'move rest', 'GO', 'yes please', 'ok'].every(saysYes)).toBe(true);
    expect(['no', 'not now', 'nope'].some(saysYes)).toBe(false);
  });
});

describe('tasksAskedAbout', () => {
  const task = (id: string, title: string) => ({ id, title, due_date: null, important: false, created_at: '2026-01-01T00:00:00Z' });

  it('finds the task a question names', () => {
    const tasks = [task('a', 'Dentist'), task('b', 'Call the bank')];
    expect(tasksAskedAbout(tasks, 'when is the dentist?').map((t) => t.id)).toEqual(['a']);
    expect(tasksAskedAbout(tasks, 'should I hire a VA?')).toEqual([]);
  });
});
