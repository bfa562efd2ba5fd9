import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_EIGHTYEIGHTH, HELD_OUT_EIGHTYEIGHTH_KINDS } from './held-out-eightyeighth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the eighty-eighth held-out set', () => {
  it.each(Object.entries(HELD_OUT_EIGHTYEIGHTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('eightyeighth', HELD_OUT_EIGHTYEIGHTH, 163);
