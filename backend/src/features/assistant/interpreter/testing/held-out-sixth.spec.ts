import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SIXTH, HELD_OUT_SIXTH_KINDS } from './held-out-sixth';

// A measurement, not a bar: the floor only checks the set is whole.
measureHeldOut('sixth', HELD_OUT_SIXTH, 420);

describe('the sixth held-out set', () => {
  it('gives every kind of message at least 20 items, so no kind is judged on a handful', () => {
    const thin = Object.entries(HELD_OUT_SIXTH_KINDS).filter(([, items]) => items.length < 20);
    expect(thin.map(([kind]) => kind)).toEqual([]);
  });
});
