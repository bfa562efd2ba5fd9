import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDTWENTYFIRST, HELD_OUT_HUNDREDTWENTYFIRST_KINDS } from './held-out-hundredtwentyfirst';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-twenty-first held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDTWENTYFIRST_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredtwentyfirst', HELD_OUT_HUNDREDTWENTYFIRST, 426);
