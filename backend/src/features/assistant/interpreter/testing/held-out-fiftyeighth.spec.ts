import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FIFTYEIGHTH, HELD_OUT_FIFTYEIGHTH_KINDS } from './held-out-fiftyeighth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the fifty-eighth held-out set', () => {
  it.each(Object.entries(HELD_OUT_FIFTYEIGHTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('fifty-eighth', HELD_OUT_FIFTYEIGHTH, 450);
