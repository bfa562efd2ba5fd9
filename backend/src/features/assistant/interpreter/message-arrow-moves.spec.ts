import { inViewOf, listOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** A task pointed at, an arrow, and a time: the task moved there; and other small slips of reading. Wordings are our own. */

describe('an arrow to a time', () => {
  it.each([
    ['vet call → fri 11am', { by: 'words', words: 'vet call' }, '2026-11-13', '11:00'],
    ['push the Hale invoice -> monday', { by: 'words', words: 'Hale invoice' }, '2026-11-16', null],
  ])('given %p -> that task moved', (text, task, date, time) => {
    expect(read(text)).toEqual([{ kind: 'reschedule', task, date, time }]);
  });

  it('a listed item by its number', () => {
    expect(read('#3 → tmrw 8', listOf('Load the van', 'Fuel card', 'Wash the van'))).toEqual([
      { kind: 'reschedule', task: { by: 'number', number: 3 }, date: '2026-11-12', time: '08:00' },
    ]);
  });

  it('an arrow to words is a new name', () => {
    expect(read('rename vet call → vet call re Bruno')[0].kind).toBe('rename');
  });
});

describe('"do … need …" asked without a question mark', () => {
  it.each(['do cabbies need a new badge every year', 'do the bins go out on thursdays'])('given %p -> a question', (text) => {
    expect(read(text)[0].kind).toBe('question');
  });

  it('"do the books" is a job', () => {
    expect(read('do the books')[0].kind).toBe('add_task');
  });
});

describe('the same day and hour a week on', () => {
  it.each(['same time next week', 'next week same time', 'push it a week'])(
    'given %p of a task in view -> a week after its own day',
    (text) => {
      expect(read(text, inViewOf('Depot pickup', '2026-11-12T07:00:00.000Z'))).toEqual([
        { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-19', time: null },
      ]);
    },
  );

  it('in reply to a reminder, the reminder comes back a week from now', () => {
    expect(read('same time next week', reminderOf('Depot pickup'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-18T15:00:00.000Z', minutes: null },
    ]);
  });
});
