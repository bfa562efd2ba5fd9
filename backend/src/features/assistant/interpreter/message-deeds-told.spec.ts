import { readAt as read } from './testing/read-at';

/** One known job told done with nothing in view: the job named is ticked where the list holds it. Wordings are our own. */

describe('a job told done, with nothing in view', () => {
  it.each([
    ['replaced the porch bulb', 'porch bulb'],
    ['sent the invoice to Harlow Books', 'invoice to Harlow Books'],
    ['serviced the minibus', 'minibus'],
  ])('given %p -> ticks %p', (text, words) => {
    expect(read(text)).toEqual([{ kind: 'complete', task: { by: 'words', words } }]);
  });

  it('something new told is no job of the list', () => {
    expect(read('replaced a tyre on the way back')[0].kind).not.toBe('complete');
  });
});
