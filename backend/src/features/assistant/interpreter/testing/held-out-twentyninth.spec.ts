import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_TWENTYNINTH, HELD_OUT_TWENTYNINTH_KINDS } from './held-out-twentyninth';

measureHeldOut('twenty-ninth', HELD_OUT_TWENTYNINTH, 0);

describe('the twenty-ninth held-out set', () => {
  it('gives every kind at least twenty messages', () => {
    const short = Object.entries(HELD_OUT_TWENTYNINTH_KINDS).filter(([, items]) => items.length < 20);
    expect(short.map(([kind]) => kind)).toEqual([]);
  });
});
