import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_THIRTYEIGHTH, HELD_OUT_THIRTYEIGHTH_KINDS } from './held-out-thirtyeighth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the thirty-eighth held-out set', () => {
  it.each(Object.entries(HELD_OUT_THIRTYEIGHTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('thirty-eighth', HELD_OUT_THIRTYEIGHTH, 450);
