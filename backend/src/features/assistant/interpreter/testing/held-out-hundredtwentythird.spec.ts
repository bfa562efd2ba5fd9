import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDTWENTYTHIRD, HELD_OUT_HUNDREDTWENTYTHIRD_KINDS } from './held-out-hundredtwentythird';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-twenty-third held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDTWENTYTHIRD_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredtwentythird', HELD_OUT_HUNDREDTWENTYTHIRD, 481);
