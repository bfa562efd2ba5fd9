import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_EIGHTEENTH, HELD_OUT_EIGHTEENTH_KINDS } from './held-out-eighteenth';

measureHeldOut('eighteenth', HELD_OUT_EIGHTEENTH, 450);

describe('the eighteenth held-out set', () => {
  it('gives every kind at least 20 messages', () => {
    const short = Object.entries(HELD_OUT_EIGHTEENTH_KINDS)
      .filter(([, items]) => items.length < 20)
      .map(([kind]) => kind);
    expect(short).toEqual([]);
  });
});
