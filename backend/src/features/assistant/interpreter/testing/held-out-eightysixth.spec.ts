import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_EIGHTYSIXTH, HELD_OUT_EIGHTYSIXTH_KINDS } from './held-out-eightysixth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the eighty-sixth held-out set', () => {
  it.each(Object.entries(HELD_OUT_EIGHTYSIXTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('eightysixth', HELD_OUT_EIGHTYSIXTH, 129);
