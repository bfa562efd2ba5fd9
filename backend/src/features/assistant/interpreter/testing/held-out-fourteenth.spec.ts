import { HELD_OUT_FOURTEENTH, HELD_OUT_FOURTEENTH_KINDS } from './held-out-fourteenth';
import { measureHeldOut } from './held-out-measure';

measureHeldOut('fourteenth', HELD_OUT_FOURTEENTH, 450);

describe('the fourteenth held-out set', () => {
  it('covers every kind with at least twenty messages', () => {
    const thin = Object.entries(HELD_OUT_FOURTEENTH_KINDS).filter(([, items]) => items.length < 20);
    expect(thin).toEqual([]);
  });
});
