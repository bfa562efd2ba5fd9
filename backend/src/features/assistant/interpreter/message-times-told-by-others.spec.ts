import { inViewOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** The new time of the task in view, told by whoever it is with, named by their part in it. Wordings are our own. */

const IN_VIEW = inViewOf('Fit the Hale kitchen worktops', '2026-11-13T10:00:00.000Z');
const moved = (date: string | null, time: string | null) => [{ kind: 'reschedule', task: { by: 'context' }, date, time }];

describe('a new time told by whoever the task is with', () => {
  it.each([
    ['customer can only do 2', moved(null, '14:00')],
    ['client said saturday', moved('2026-11-14', null)],
    ['oh they actually asked for the 19th', moved('2026-11-19', null)],
    ["they can't do 10, put 11.30", moved(null, '11:30')],
  ])('%s moves it', (said, reading) => {
    expect(read(said, IN_VIEW)).toEqual(reading);
  });

  it('"say 8" after why is left to the readers of replies, as a guess at a time', () => {
    expect(read('after the school run, say 4', IN_VIEW)).not.toEqual(moved(null, '04:00'));
  });
});
