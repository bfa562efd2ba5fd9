import { inViewOf, listOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** A task named first and then changed as "it", and a deed said with "actually" after it. Wordings are our own. */

describe('a task named first, then changed as "it"', () => {
  const view = inViewOf('Chase Marta for the contract', '2026-11-12T09:00:00.000Z');

  it('moves the task named, not the task in view', () => {
    expect(read('the lisbon flights one, make it friday', view)).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'lisbon flights' }, date: '2026-11-13', time: null },
    ]);
    expect(read('dentist thing: push it to 4', view)).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'dentist' }, date: null, time: '16:00' },
    ]);
  });

  it.each([
    ['the yoga one - delete it', { kind: 'remove', task: { by: 'words', words: 'yoga' } }],
    ['the vat return, tick it off', { kind: 'complete', task: { by: 'words', words: 'vat return' } }],
    [
      'the landlord email one, rename it to email Dave about the leak',
      { kind: 'rename', task: { by: 'words', words: 'landlord email' }, title: 'Email Dave about the leak' },
    ],
  ])('%s', (said, intent) => {
    expect(read(said)).toEqual([intent]);
  });

  it('a time said first, or the task in view pointed at, is no name', () => {
    expect(read('tomorrow, make it 4', view)).toEqual([expect.objectContaining({ kind: 'reschedule', task: { by: 'context' } })]);
    expect(read('stop reminding me about this one, remove it', view)).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
  });
});

describe('"actually" after a deed', () => {
  it('ticks the task named', () => {
    const list = listOf('Pick up the prints from staples', 'Email the landlord about the leak');
    expect(read('the staples one is done actually', list)).toEqual([{ kind: 'complete', task: { by: 'words', words: 'staples' } }]);
  });

  it('after a time, still corrects it', () => {
    const view = inViewOf('Book the freight lift', '2026-11-16T12:00:00.000Z');
    expect(read('the 17th actually', view)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: '2026-11-17', time: null }]);
  });
});
