import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDTH, HELD_OUT_HUNDREDTH_KINDS } from './held-out-hundredth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundredth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredth', HELD_OUT_HUNDREDTH, 652);
