import { inCommandOrder } from './message-command-order';
import { readAt as read } from './testing/read-at';
import { listOf } from './testing/conversations';

/** Commands said with what they act on first, and tasks named as "the task of X". Read on Wednesday 11 November 2026. Wordings are our own. */
describe('a command said with its object first', () => {
  it.each([
    ['the 3rd one delete pls', 'delete the 3rd one'],
    ['number 4 cancel, they closed', 'cancel number 4, they closed'],
    ['#2 done', 'done #2'],
    ['the 1 is paid', 'done the 1'],
    ['take off the reminder for the boiler service, sorted', 'delete the boiler service task, sorted'],
    ["the invoices task, put 'invoice Hale and Co'", "rename the invoices task to 'invoice Hale and Co'"],
    ['put the name: deep clean at Marsh Lane', 'rename it to deep clean at Marsh Lane'],
  ])('given %p -> %p', (text, ordered) => {
    expect(inCommandOrder(text)).toBe(ordered);
  });

  it.each(['take out the bins', 'the 2nd floor flat needs a clean', 'number 10 bus is late'])('given %p -> left as said', (text) => {
    expect(inCommandOrder(text)).toBe(text);
  });

  it('given "the 2nd one remove pls" after a list -> the second removed', () => {
    expect(read('the 2nd one remove pls', listOf('Post the orders', 'Photograph the coats', 'Reply to Ohio'))).toEqual([
      { kind: 'remove', task: { by: 'number', number: 2 } },
    ]);
  });

  it('given "in the task of the gas safety write \'book gas safety + boiler\'" -> that task renamed', () => {
    expect(read("in the task of the gas safety write 'book gas safety + boiler'")).toEqual([
      { kind: 'rename', task: { by: 'words', words: 'gas safety' }, title: 'Book gas safety + boiler' },
    ]);
  });
});
