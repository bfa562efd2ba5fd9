import { HELD_OUT_ELEVENTH, HELD_OUT_ELEVENTH_KINDS } from './held-out-eleventh';
import { measureHeldOut } from './held-out-measure';

// A measurement, not a bar: the floor only checks the set is whole.
measureHeldOut('eleventh', HELD_OUT_ELEVENTH, 420);

describe('the eleventh held-out set', () => {
  it('gives every kind of message at least 20 items, so no kind is judged on a handful', () => {
    const thin = Object.entries(HELD_OUT_ELEVENTH_KINDS).filter(([, items]) => items.length < 20);
    expect(thin.map(([kind]) => kind)).toEqual([]);
  });
});
