import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SEVENTYEIGHTH, HELD_OUT_SEVENTYEIGHTH_KINDS } from './held-out-seventyeighth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the seventy-eighth held-out set', () => {
  it.each(Object.entries(HELD_OUT_SEVENTYEIGHTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('seventy-eighth', HELD_OUT_SEVENTYEIGHTH, 522);
