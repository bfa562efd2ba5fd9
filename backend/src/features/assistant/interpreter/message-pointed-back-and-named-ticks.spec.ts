import { inViewOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** A new time pointed back at in the reason, and a tick of the thing named before "tick it off". Wordings are our own. */

describe('a new time pointed back at', () => {
  const view = inViewOf('Ring the garage', '2026-11-12T10:00:00.000Z');
  it.each([
    ['the garage opens at 8:30 so make it then', '08:30'],
    ['hmm they close at 6, make it quarter to', '17:45'],
    ['no 9 not 10 she has the school run', '09:00'],
    ['nahi nahi, 11 baje, he works mornings', '11:00'],
  ])('%s', (said, time) => {
    expect(read(said, view)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time }]);
  });

  it('a number that is no hour points back at nothing', () => {
    expect(read('I have 3 vans so make it then', view)).not.toEqual([expect.objectContaining({ kind: 'reschedule' })]);
  });
});

describe('a tick of the thing named before "tick it off"', () => {
  it.each([
    ['scaffold permit chased, tick it off', 'scaffold permit'],
    ['the boiler works again, mark it done', 'boiler'],
    ['gas safety cert is booked in, tick that off', 'gas safety cert'],
  ])('%s', (said, words) => {
    expect(read(said)).toEqual([{ kind: 'complete', task: { by: 'words', words } }]);
  });

  it('a courtesy before it names nothing', () => {
    expect(read('All went well today. Please mark it as done.')).not.toEqual([
      { kind: 'complete', task: { by: 'words', words: 'Please' } },
    ]);
  });

  it('with a task in view, "it" is that task', () => {
    expect(read('boiler sorted, tick it off', inViewOf('Fix the boiler'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });
});

describe('a tick said to a reminder, in words that name its job', () => {
  const reminded = reminderOf('Ring the council about the parking fine');
  it('ticks the job reminded of', () => {
    expect(read('got through at last, parking fine cancelled', reminded)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('words naming another job still name it', () => {
    expect(read('done the bank one', reminded)).toEqual([{ kind: 'complete', task: { by: 'words', words: 'bank' } }]);
  });
});
