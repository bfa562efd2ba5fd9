import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDEIGHTEENTH, HELD_OUT_HUNDREDEIGHTEENTH_KINDS } from './held-out-hundredeighteenth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-eighteenth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDEIGHTEENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredeighteenth', HELD_OUT_HUNDREDEIGHTEENTH, 687);
