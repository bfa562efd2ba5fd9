import { inViewOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** Someone's news that the task in view moved, and another day at the same hour. Wordings are our own. */

const moved = (date: string | null, time: string | null) => [{ kind: 'reschedule', task: { by: 'context' }, date, time }];

describe('news that the task in view moved', () => {
  it.each([
    ['they moved it to 4pm', null, '16:00'],
    ['she moved it up to the 20th', '2026-11-20', null],
    ['he switched to the 19th', '2026-11-19', null],
    ['they changed it to friday', '2026-11-13', null],
  ])('given %p -> the task in view moves', (text, date, time) => {
    expect(read(text, inViewOf('Fitting for the Adeyemi bridesmaids'))).toEqual(moved(date, time));
  });

  it.each(['he switched to oat milk', 'they changed me to the late shift', 'she moved to Bristol', 'they moved me to 2pm'])(
    'given %p -> nothing moves: no time was said, or it was the person moved',
    (text) => {
      expect(read(text, inViewOf('Fitting for the Adeyemi bridesmaids'))[0].kind).not.toBe('reschedule');
    },
  );
});

describe('another day at the same hour', () => {
  it.each([
    ['thurs same time', '2026-11-12'],
    ['monday instead, same time', '2026-11-16'],
    ['client emailed, the 3rd same time', '2026-12-03'],
  ])('given %p -> that day, the hour kept', (text, date) => {
    expect(read(text, inViewOf('Colour grade the Ortiz film', '2026-11-11T17:00:00.000Z'))).toEqual(moved(date, null));
  });

  it('in reply to a reminder it puts the reminder off instead', () => {
    expect(read('thurs same time', reminderOf('Colour grade the Ortiz film'))[0].kind).toBe('snooze');
  });

  it('a thing of its own at the same time is not the task in view', () => {
    expect(read('dentist is tuesday same time', inViewOf('Colour grade the Ortiz film'))[0].kind).not.toBe('reschedule');
  });
});
