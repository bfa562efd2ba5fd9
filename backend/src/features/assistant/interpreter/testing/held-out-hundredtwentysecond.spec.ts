import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDTWENTYSECOND, HELD_OUT_HUNDREDTWENTYSECOND_KINDS } from './held-out-hundredtwentysecond';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-twenty-second held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDTWENTYSECOND_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredtwentysecond', HELD_OUT_HUNDREDTWENTYSECOND, 735);
