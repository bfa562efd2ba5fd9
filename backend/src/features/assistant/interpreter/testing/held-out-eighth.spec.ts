import { HELD_OUT_EIGHTH, HELD_OUT_EIGHTH_KINDS } from './held-out-eighth';
import { measureHeldOut } from './held-out-measure';

// A measurement, not a bar: the floor only checks the set is whole.
measureHeldOut('eighth', HELD_OUT_EIGHTH, 420);

describe('the eighth held-out set', () => {
  it('gives every kind of message at least 20 items, so no kind is judged on a handful', () => {
    const thin = Object.entries(HELD_OUT_EIGHTH_KINDS).filter(([, items]) => items.length < 20);
    expect(thin.map(([kind]) => kind)).toEqual([]);
  });
});
