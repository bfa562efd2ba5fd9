import { HELD_OUT_FIFTH, HELD_OUT_FIFTH_KINDS } from './held-out-fifth';
import { measureHeldOut } from './held-out-measure';

measureHeldOut('fifth', HELD_OUT_FIFTH, 400);

describe('the fifth held-out set', () => {
  it('gives every kind of message at least 25 items, so no kind is judged on a handful', () => {
    const thin = Object.entries(HELD_OUT_FIFTH_KINDS).filter(([, items]) => items.length < 25);
    expect(thin.map(([kind]) => kind)).toEqual([]);
  });
});
