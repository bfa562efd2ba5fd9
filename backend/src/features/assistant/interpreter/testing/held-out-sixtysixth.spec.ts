import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SIXTYSIXTH, HELD_OUT_SIXTYSIXTH_KINDS } from './held-out-sixtysixth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the sixty-sixth held-out set', () => {
  it.each(Object.entries(HELD_OUT_SIXTYSIXTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('sixty-sixth', HELD_OUT_SIXTYSIXTH, 555);
