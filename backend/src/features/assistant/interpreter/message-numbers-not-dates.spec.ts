import { readAt as read } from './testing/read-at';

/**
 * Numbers and days that look like the job's time and are not: a size given as a fraction, an ordinal
 * that ranks a thing, the hours billed, the day someone is asked about. Wordings are our own.
 */

const task = (title: string, due: string | null) => ({ kind: 'add_task', title, due, important: false, repeat: null });

describe('a fraction given as a size is no date', () => {
  it.each([
    ['order 6 sheets 3/4 ply and a box of screws', 'Order 6 sheets 3/4 ply and a box of screws'],
    ['pick up 1/2 inch pipe for the Cole job', 'Pick up 1/2 inch pipe for the Cole job'],
  ])('%p keeps the size in the title, with no day', (said, title) => {
    expect(read(said)).toEqual([task(title, null)]);
  });

  it('a day written the same way, with nothing sized, is still a day', () => {
    expect(read('dentist 3/4 at 10')).toEqual([task('Dentist', '2027-04-03T09:00:00.000Z')]);
  });
});

describe('an ordinal that ranks a thing is no day', () => {
  it('"the 2nd yr essays by the 20th" is due on the 20th', () => {
    expect(read('mark the 2nd yr essays by the 20th')).toEqual([task('Mark the 2nd yr essays', '2026-11-20T12:00:00.000Z')]);
  });

  it('"the 1st fix electrician" with a day of its own keeps that day', () => {
    expect(read('book the 1st fix electrician for the 14th')).toEqual([task('Book the 1st fix electrician', '2026-11-14T12:00:00.000Z')]);
  });
});

describe('the hours billed are no time from now', () => {
  it('"invoice Jo for 6 hours tomorrow" is due tomorrow, not in six hours', () => {
    expect(read('invoice Jo for 6 hours tomorrow')).toEqual([task('Invoice Jo for 6 hours', '2026-11-12T12:00:00.000Z')]);
  });

  it('"in 2 hours" is still two hours from now', () => {
    expect(read('remind me to call Jo in 2 hours')).toEqual([task('Call Jo', '2026-11-11T17:00:00.000Z')]);
  });
});

describe('the day someone is asked about is no day for the asking', () => {
  it('"ask Priya if she can cover sunday" keeps sunday in the words, with no day', () => {
    expect(read('ask Priya if she can cover sunday')).toEqual([task('Ask Priya if she can cover sunday', null)]);
  });

  it('a day for the asking, said too, is kept', () => {
    expect(read('ask Priya tomorrow whether she can cover sunday')).toEqual([
      task('Ask Priya whether she can cover sunday', '2026-11-12T12:00:00.000Z'),
    ]);
  });
});

describe('the day a thing is for, beside the day it is due by', () => {
  it('"order the veg for sat by 11am fri" is due by Friday 11:00, "for sat" kept in the words', () => {
    expect(read('order the veg for sat by 11am fri')).toEqual([task('Order the veg for sat', '2026-11-13T11:00:00.000Z')]);
  });

  it('"book a table for friday" alone is still for friday', () => {
    expect(read('book a table for friday')).toEqual([task('Book a table', '2026-11-13T12:00:00.000Z')]);
  });
});
