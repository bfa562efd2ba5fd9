import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_TWENTYEIGHTH, HELD_OUT_TWENTYEIGHTH_KINDS } from './held-out-twentyeighth';

measureHeldOut('twenty-eighth', HELD_OUT_TWENTYEIGHTH, 400);

describe('the twenty-eighth held-out set', () => {
  it('has at least 20 messages of every kind', () => {
    const short = Object.entries(HELD_OUT_TWENTYEIGHTH_KINDS).filter(([, items]) => items.length < 20);
    expect(short.map(([kind]) => kind)).toEqual([]);
  });
});
