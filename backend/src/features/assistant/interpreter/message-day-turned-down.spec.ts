import { inViewOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** "wednesday not tuesday": the day turned down says which task is meant. Wordings are our own. */

const FRIDAY = '2026-11-13T10:00:00.000Z';
const NEXT_TUESDAY = '2026-11-17T10:00:00.000Z';

describe('a weekday turned down beside the one meant', () => {
  it('moves the task in view when it is on the day turned down', () => {
    expect(read('wednesday not tuesday', inViewOf('Call the bank', NEXT_TUESDAY))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-18', time: null },
    ]);
    expect(read('not tuesday, wednesday', inViewOf('Call the bank', NEXT_TUESDAY))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-18', time: null },
    ]);
  });

  it('asks which task when the one in view is on another day, and moves nothing', () => {
    for (const said of ['wednesday not tuesday', 'not tuesday, wednesday'])
      expect(read(said, inViewOf('Call the bank', FRIDAY))).toEqual([
        { kind: 'unclear', understood: 'a change to a task', question: 'Which task do you mean, and what should change?' },
      ]);
  });
});
