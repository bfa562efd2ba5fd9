import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SIXTEENTH, HELD_OUT_SIXTEENTH_KINDS } from './held-out-sixteenth';

measureHeldOut('sixteenth', HELD_OUT_SIXTEENTH, 450);

describe('the sixteenth held-out set', () => {
  it('gives every kind at least 20 messages', () => {
    const short = Object.entries(HELD_OUT_SIXTEENTH_KINDS)
      .filter(([, items]) => items.length < 20)
      .map(([kind]) => kind);
    expect(short).toEqual([]);
  });
});
