import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_NINETYEIGHTH, HELD_OUT_NINETYEIGHTH_KINDS } from './held-out-ninetyeighth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the ninety-eighth held-out set', () => {
  it.each(Object.entries(HELD_OUT_NINETYEIGHTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('ninetyeighth', HELD_OUT_NINETYEIGHTH, 660);
