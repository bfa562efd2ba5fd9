import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SIXTYEIGHTH, HELD_OUT_SIXTYEIGHTH_KINDS } from './held-out-sixtyeighth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the sixty-eighth held-out set', () => {
  it.each(Object.entries(HELD_OUT_SIXTYEIGHTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('sixty-eighth', HELD_OUT_SIXTYEIGHTH, 540);
