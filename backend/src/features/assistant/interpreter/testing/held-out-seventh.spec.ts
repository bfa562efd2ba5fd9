import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SEVENTH, HELD_OUT_SEVENTH_KINDS } from './held-out-seventh';

// A measurement, not a bar: the floor only checks the set is whole.
measureHeldOut('seventh', HELD_OUT_SEVENTH, 420);

describe('the seventh held-out set', () => {
  it('gives every kind of message at least 20 items, so no kind is judged on a handful', () => {
    const thin = Object.entries(HELD_OUT_SEVENTH_KINDS).filter(([, items]) => items.length < 20);
    expect(thin.map(([kind]) => kind)).toEqual([]);
  });
});
