import { HELD_OUT_FIFTEENTH, HELD_OUT_FIFTEENTH_KINDS } from './held-out-fifteenth';
import { measureHeldOut } from './held-out-measure';

measureHeldOut('fifteenth', HELD_OUT_FIFTEENTH, 450);

describe('the fifteenth held-out set', () => {
  it('gives every kind issue 40 names at least 20 messages', () => {
    const thin = Object.entries(HELD_OUT_FIFTEENTH_KINDS).filter(([, items]) => items.length < 20);
    expect(thin.map(([kind, items]) => `${kind}: ${items.length}`)).toEqual([]);
  });
});
