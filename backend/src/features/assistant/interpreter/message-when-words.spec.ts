import { readAt as read } from './testing/read-at';

/** More of the ways English says when. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
const task = (title: string, due: string | null, repeat: { every: string; interval: number } | null = null) => [
  { kind: 'add_task', title, due, important: false, repeat },
];

describe('parts of parts of the day, and the end of play', () => {
  it.each([
    ['ring the bank mid-morning tomorrow', '2026-11-12T10:30:00.000Z'],
    ['ring the bank late afternoon', '2026-11-11T16:00:00.000Z'],
    ['ring the bank early evening', '2026-11-11T18:00:00.000Z'],
    ['ring the bank by end of play', '2026-11-11T17:00:00.000Z'],
    ['ring the bank 6ish', '2026-11-11T18:00:00.000Z'],
  ])('given %p -> %p', (text, due) => {
    expect(read(text)).toEqual(task('Ring the bank', due));
  });
});

describe('days counted the British way, and edges of a month named', () => {
  it.each([
    ['renew the permit tomorrow week', '2026-11-19T12:00:00.000Z'],
    ['renew the permit thursday week', '2026-11-19T12:00:00.000Z'],
    ['renew the permit beginning of december', '2026-12-01T12:00:00.000Z'],
    ['renew the permit mid-january', '2027-01-15T12:00:00.000Z'],
    ['renew the permit end of february', '2027-02-28T12:00:00.000Z'],
    ['renew the permit this time next week', '2026-11-18T12:00:00.000Z'],
  ])('given %p -> %p', (text, due) => {
    expect(read(text)).toEqual(task('Renew the permit', due));
  });
});

describe('how often, said last or of a weekday in each month', () => {
  it.each([
    ['descale the kettle weekly', { every: 'week', interval: 1 }],
    ['descale the kettle quarterly', { every: 'month', interval: 3 }],
    ['descale the kettle daily.', { every: 'day', interval: 1 }],
  ])('given %p -> repeats', (text, repeat) => {
    expect(read(text)).toEqual(task('Descale the kettle', null, repeat));
  });

  it('given "send the weekly review" -> no repeat read in a name', () => {
    expect(read('send the weekly review')).toEqual(task('Send the weekly review', null));
  });

  it('given "stock check first tuesday of every month at 9" -> monthly, the first one in December', () => {
    expect(read('stock check first tuesday of every month at 9')).toEqual(
      task('Stock check', '2026-12-01T09:00:00.000Z', { every: 'month', interval: 1 }),
    );
  });
});

/** What is done only at one end of the day puts a bare hour there. Wordings are our own. */
describe('a bare hour beside a deed of the morning or the evening', () => {
  it.each([
    ['dinner with Jess friday 8', '2026-11-13T20:00:00.000Z'],
    ['drinks with the team at 9', '2026-11-11T21:00:00.000Z'],
    ['wake me up at 6', '2026-11-12T06:00:00.000Z'],
    ['breakfast with the investors at 7', '2026-11-12T07:00:00.000Z'],
  ])('given %p -> due %p', (text, due) => {
    expect(read(text)[0]).toMatchObject({ kind: 'add_task', due });
  });

  it('given "book dinner for 8 people" -> no hour at all', () => {
    expect(read('book dinner for 8 people')[0]).toMatchObject({ kind: 'add_task', due: null });
  });
});
