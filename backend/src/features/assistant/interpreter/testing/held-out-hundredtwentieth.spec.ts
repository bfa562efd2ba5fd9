import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDTWENTIETH, HELD_OUT_HUNDREDTWENTIETH_KINDS } from './held-out-hundredtwentieth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-twentieth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDTWENTIETH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredtwentieth', HELD_OUT_HUNDREDTWENTIETH, 696);
