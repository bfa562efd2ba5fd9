import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDTHIRTEENTH, HELD_OUT_HUNDREDTHIRTEENTH_KINDS } from './held-out-hundredthirteenth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-thirteenth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDTHIRTEENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredthirteenth', HELD_OUT_HUNDREDTHIRTEENTH, 386);
