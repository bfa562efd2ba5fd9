import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDEIGHTH, HELD_OUT_HUNDREDEIGHTH_KINDS } from './held-out-hundredeighth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-eighth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDEIGHTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredeighth', HELD_OUT_HUNDREDEIGHTH, 597);
