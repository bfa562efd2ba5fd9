import { readAt as read } from './testing/read-at';

/** One job on several days. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
const weekly = { every: 'week', interval: 1 };
const task = (title: string, due: string, repeat: typeof weekly | null = weekly) => ({
  kind: 'add_task',
  title,
  due,
  important: false,
  repeat,
});

describe('a job repeated on several days of the week', () => {
  it('"every tuesday and thursday at 10" is a weekly task for each day, at its hour', () => {
    expect(read('hoover the stairs every tuesday and thursday at 10')).toEqual([
      task('Hoover the stairs', '2026-11-17T10:00:00.000Z'),
      task('Hoover the stairs', '2026-11-12T10:00:00.000Z'),
    ]);
  });

  it('days run together as a rota ("mon wed fri") are each a weekly task', () => {
    expect(read('feed the fish mon wed fri').map((intent) => intent.kind === 'add_task' && [intent.title, intent.due])).toEqual([
      ['Feed the fish', '2026-11-16T12:00:00.000Z'],
      ['Feed the fish', '2026-11-18T12:00:00.000Z'],
      ['Feed the fish', '2026-11-13T12:00:00.000Z'],
    ]);
  });

  it('plural days after "remind me" repeat, in New York too', () => {
    expect(read('remind me to stretch mondays & thursdays at 7am', undefined, 'America/New_York')).toEqual([
      task('Stretch', '2026-11-16T12:00:00.000Z'),
      task('Stretch', '2026-11-12T12:00:00.000Z'),
    ]);
  });

  it('days said once ("on tuesday and thursday") are a task on each, not repeated', () => {
    expect(read('ring the bank on tuesday and thursday')).toEqual([
      task('Ring the bank', '2026-11-17T12:00:00.000Z', null),
      task('Ring the bank', '2026-11-12T12:00:00.000Z', null),
    ]);
  });

  it('two days said bare at the end ("tues and thurs at 9") are a task on each', () => {
    expect(read('text the plumber tues and thurs at 9')).toEqual([
      task('Text the plumber', '2026-11-17T09:00:00.000Z', null),
      task('Text the plumber', '2026-11-12T09:00:00.000Z', null),
    ]);
  });

  it('one day in the plural, asked for in so many words, repeats on it', () => {
    expect(read('add a 7am spin class on tuesdays', undefined, 'America/New_York')).toEqual([
      task('Spin class', '2026-11-17T12:00:00.000Z'),
    ]);
  });

  it('"weekly" said with one day in the plural repeats on that day, without being asked in so many words', () => {
    expect(read('weekly catch-up with the printer fridays 3pm')).toEqual([task('Catch-up with the printer', '2026-11-13T15:00:00.000Z')]);
  });

  it('"weekly" in news of a day in the plural is how things are, no job', () => {
    expect(read('the weekly market is on saturdays').some((intent) => intent.kind === 'add_task')).toBe(false);
  });

  it.each(['remind me thurs 4pm to measure the hall', 'remind me to ask about sundays'])('%p repeats on no day', (text) => {
    expect(read(text).every((intent) => intent.kind !== 'add_task' || intent.repeat === null)).toBe(true);
  });

  it('an hour said before the thing and its day after it are one time', () => {
    expect(read('book a 10am viewing on friday')).toEqual([task('Book a viewing', '2026-11-13T10:00:00.000Z', null)]);
  });

  it.each(['every tuesday and thursday... no, just tuesdays at 4 tutor Sam', 'we open mondays and thursdays only from now on'])(
    '%p is not split by its days',
    (text) => {
      expect(read(text).filter((intent) => intent.kind === 'add_task').length).toBeLessThan(2);
    },
  );
});
