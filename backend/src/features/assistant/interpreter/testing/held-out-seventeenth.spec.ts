import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SEVENTEENTH, HELD_OUT_SEVENTEENTH_KINDS } from './held-out-seventeenth';

// A measurement, not a bar: the floor only checks the set is whole; the printed figure is what matters.
measureHeldOut('seventeenth', HELD_OUT_SEVENTEENTH, 450);

describe('the seventeenth held-out set', () => {
  it('covers every kind with at least 20 messages', () => {
    const short = Object.entries(HELD_OUT_SEVENTEENTH_KINDS)
      .filter(([, items]) => items.length < 20)
      .map(([kind]) => kind);
    expect(short).toEqual([]);
  });
});
