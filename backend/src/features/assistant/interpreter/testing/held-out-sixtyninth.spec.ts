import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SIXTYNINTH, HELD_OUT_SIXTYNINTH_KINDS } from './held-out-sixtyninth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the sixty-ninth held-out set', () => {
  it.each(Object.entries(HELD_OUT_SIXTYNINTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('sixty-ninth', HELD_OUT_SIXTYNINTH, 533);
