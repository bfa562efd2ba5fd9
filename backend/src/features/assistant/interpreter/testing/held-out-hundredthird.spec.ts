import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDTHIRD, HELD_OUT_HUNDREDTHIRD_KINDS } from './held-out-hundredthird';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-third held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDTHIRD_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredthird', HELD_OUT_HUNDREDTHIRD, 368);
