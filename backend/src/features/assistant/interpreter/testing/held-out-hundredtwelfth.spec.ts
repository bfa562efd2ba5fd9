import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDTWELFTH, HELD_OUT_HUNDREDTWELFTH_KINDS } from './held-out-hundredtwelfth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-twelfth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDTWELFTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredtwelfth', HELD_OUT_HUNDREDTWELFTH, 609);
