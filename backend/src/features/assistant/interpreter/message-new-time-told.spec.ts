import { inViewOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** The new time of the task just talked about, told as whoever set it said it. Wordings are our own. */

const IN_VIEW = inViewOf('Fitting for the Harlow bride', '2026-11-12T11:00:00.000Z');
const moved = (date: string | null, time: string | null) => ({ kind: 'reschedule', task: { by: 'context' }, date, time });

describe('a new time told of the task in view', () => {
  it.each([
    ['they moved me to 2pm', moved(null, '14:00')],
    ['she pushed to 1:30', moved(null, '13:30')],
    ['nah she can only do 5', moved(null, '17:00')],
    ['she asked for noon', moved(null, '12:00')],
    ['the studio moved me to 9', moved(null, '09:00')],
    ['she confirmed half 3', moved(null, '15:30')],
    ['venue delayed, 4pm now', moved(null, '16:00')],
    ['they changed it to saturday', moved('2026-11-14', null)],
    ['she wants the 21 now', moved('2026-11-21', null)],
    ['no she said 10', moved(null, '10:00')],
    ['the salon says 11.30', moved(null, '11:30')],
    ["she's free at 2 actually", moved(null, '14:00')],
  ])('%s moves it', (said, reading) => {
    expect(read(said, IN_VIEW)).toEqual([reading]);
  });

  it('needs a task in view, and a time', () => {
    expect(read('they moved me to 2pm').map((intent) => intent.kind)).not.toContain('reschedule');
    expect(read('she said it went well', IN_VIEW).map((intent) => intent.kind)).not.toContain('reschedule');
    expect(read('she said 3 is fine by her', IN_VIEW).map((intent) => intent.kind)).not.toContain('reschedule');
    // Someone named who is not in the task may be telling of another thing.
    expect(read('the plumber pushed it to monday', IN_VIEW).map((intent) => intent.kind)).not.toContain('reschedule');
  });
});
