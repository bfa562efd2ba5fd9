import { HELD_OUT_THIRTIETH, HELD_OUT_THIRTIETH_KINDS } from './held-out-thirtieth';
import { measureHeldOut } from './held-out-measure';

measureHeldOut('thirtieth', HELD_OUT_THIRTIETH, 0);

describe('the thirtieth held-out set', () => {
  it('gives every kind of message at least twenty items', () => {
    const short = Object.entries(HELD_OUT_THIRTIETH_KINDS).filter(([, items]) => items.length < 20);
    expect(short).toEqual([]);
  });
});
