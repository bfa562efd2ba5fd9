import { reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** A reminder put off to a bare hour the job waits for, and "like" before a number. Wordings are our own. */

const REMINDER = reminderOf('Order the fascia boards');
const until = (instant: string) => [{ kind: 'snooze', task: { by: 'context' }, until: instant, minutes: null }];

describe('a reminder put off to the hour the job waits for', () => {
  it.each([
    ['up a ladder til 5, after that', '2026-11-11T17:00:00.000Z'],
    ['after the nursery pickup, 4', '2026-11-11T16:00:00.000Z'],
    ['on a lesson till 7 then', '2026-11-11T19:00:00.000Z'],
  ])('%s snoozes it to that hour, the next time the clock shows it', (said, instant) => {
    expect(read(said, REMINDER)).toEqual(until(instant));
  });

  it.each([
    ['not now, nudge me in like 15', 15],
    ['in like 20', 20],
  ])('%s puts it off by the minutes, "like" and all', (said, minutes) => {
    expect(read(said, REMINDER)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes }]);
  });
});
