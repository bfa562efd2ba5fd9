import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDSEVENTEENTH, HELD_OUT_HUNDREDSEVENTEENTH_KINDS } from './held-out-hundredseventeenth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-seventeenth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDSEVENTEENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredseventeenth', HELD_OUT_HUNDREDSEVENTEENTH, 388);
