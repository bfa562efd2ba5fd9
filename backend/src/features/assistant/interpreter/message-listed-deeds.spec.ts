import { listOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** A deed told in past words of one item of the list just shown. Wordings are our own. */

const LIST = listOf(
  'Prep the pulled pork',
  'Pick up the gearbox from the breakers',
  'File the VAT return for Hollis Joinery',
  'Call the landlord',
);
const ticked = (words: string) => [{ kind: 'complete', task: { by: 'words', words } }];

describe('a deed told of an item of the list', () => {
  it.each([
    ['pulled pork prepped', 'Prep the pulled pork'],
    ['got the gearbox', 'Pick up the gearbox from the breakers'],
    ['VAT return filed for Hollis', 'File the VAT return for Hollis Joinery'],
    ['handled the landlord', 'Call the landlord'],
  ])('%s ticks the item it names', (said, item) => {
    expect(read(said, LIST)).toEqual(ticked(item));
  });

  it.each([
    // Not done, put off, or asked about.
    'not got the gearbox yet',
    'gearbox needs collecting tomorrow',
    'got the gearbox?',
    // An item named by its place is read by its place, elsewhere.
    'got the gearbox, number 2',
    // A deed that names no item, or two alike.
    'washed the van',
  ])('%s ticks nothing by its words', (said) => {
    expect(read(said, LIST)).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'complete', task: { by: 'words', words: expect.any(String) } })]),
    );
  });

  it('needs a list shown', () => {
    expect(read('got the gearbox')).not.toEqual(ticked('Pick up the gearbox from the breakers'));
  });
});
