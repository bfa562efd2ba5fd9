import { readAt as read } from './testing/read-at';

/** Room asked before an hour of a day, and "eve" for the evening. Wordings are our own. */

const free = (from: string, to: string) => [{ kind: 'free_time', from, to }];

describe('room asked before an hour', () => {
  it.each([
    ['could i squeeze a callout in before 11 tomorrow', free('2026-11-12T09:00:00.000Z', '2026-11-12T11:00:00.000Z')],
    ['any gaps friday before 10', free('2026-11-13T09:00:00.000Z', '2026-11-13T10:00:00.000Z')],
  ])('%s runs from the start of the working day until then', (said, reading) => {
    expect(read(said)).toEqual(reading);
  });
});

describe('"eve" for the evening', () => {
  it('"am i free this eve" asks about this evening', () => {
    expect(read('am i free this eve, mate wants a gig covered')).toEqual(free('2026-11-11T17:00:00.000Z', '2026-11-11T21:00:00.000Z'));
  });

  it('"christmas eve" stays a day', () => {
    expect(read('am i free christmas eve')).not.toEqual(free('2026-11-11T17:00:00.000Z', '2026-11-11T21:00:00.000Z'));
  });
});
