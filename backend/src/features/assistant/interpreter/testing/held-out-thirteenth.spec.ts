import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_THIRTEENTH, HELD_OUT_THIRTEENTH_KINDS } from './held-out-thirteenth';

describe('the thirteenth held-out set', () => {
  it('gives every kind of message at least 25 items, and holds them all', () => {
    const short = Object.entries(HELD_OUT_THIRTEENTH_KINDS)
      .filter(([, items]) => items.length < 25)
      .map(([kind, items]) => `${kind}: ${items.length}`);
    expect(short).toEqual([]);
    const counted = Object.values(HELD_OUT_THIRTEENTH_KINDS).reduce((sum, items) => sum + items.length, 0);
    expect(HELD_OUT_THIRTEENTH).toHaveLength(counted);
  });
});

// The figure is what matters here, so the bar is only the set's own size.
measureHeldOut('thirteenth', HELD_OUT_THIRTEENTH, 450);
