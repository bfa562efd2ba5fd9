import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_TWENTIETH, HELD_OUT_TWENTIETH_KINDS } from './held-out-twentieth';

measureHeldOut('twentieth', HELD_OUT_TWENTIETH, 450);

describe('the twentieth held-out set', () => {
  it('gives every kind at least 20 messages', () => {
    const short = Object.entries(HELD_OUT_TWENTIETH_KINDS)
      .filter(([, items]) => items.length < 20)
      .map(([kind]) => kind);
    expect(short).toEqual([]);
  });
});
