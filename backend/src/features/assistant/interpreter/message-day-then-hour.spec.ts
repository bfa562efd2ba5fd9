import { readAt as read } from './testing/read-at';

/** A day said first and the hour after the job, without "at". Wordings are our own. */

describe('a day first, the hour last', () => {
  it.each([
    ['tmrw load the luton van 7am', 'Load the luton van', '2026-11-12T07:00:00.000Z'],
    ['friday collect the wardrobe 4:30', 'Collect the wardrobe', '2026-11-13T16:30:00.000Z'],
    ['monday airport run 5.15am', 'Airport run', '2026-11-16T05:15:00.000Z'],
  ])('given %p -> %p at that hour', (text, title, due) => {
    expect(read(text)[0]).toEqual(expect.objectContaining({ kind: 'add_task', title, due }));
  });

  it('a bare number last may be a count, so it is no hour', () => {
    expect(read('thursday order 200 boxes 9')[0]).toEqual(expect.objectContaining({ due: '2026-11-12T12:00:00.000Z' }));
  });
});

describe('a day, its night, and a bare hour', () => {
  it('"sunday night 8" is 8pm that sunday', () => {
    expect(read('post the stall photos sunday night 8')[0]).toEqual(
      expect.objectContaining({ title: 'Post the stall photos', due: '2026-11-15T20:00:00.000Z' }),
    );
  });
});

describe('"w" for "with"', () => {
  it('"#2 w the team" is no span of weeks', () => {
    expect(read('run drill #2 w the new drivers friday 9am')[0]).toEqual(
      expect.objectContaining({ title: 'Run drill #2 w the new drivers', due: '2026-11-13T09:00:00.000Z' }),
    );
  });
});
