import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SIXTYSECOND, HELD_OUT_SIXTYSECOND_KINDS } from './held-out-sixtysecond';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the sixty-second held-out set', () => {
  it.each(Object.entries(HELD_OUT_SIXTYSECOND_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('sixty-second', HELD_OUT_SIXTYSECOND, 520);
