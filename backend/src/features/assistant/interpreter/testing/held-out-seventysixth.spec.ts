import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SEVENTYSIXTH, HELD_OUT_SEVENTYSIXTH_KINDS } from './held-out-seventysixth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the seventy-sixth held-out set', () => {
  it.each(Object.entries(HELD_OUT_SEVENTYSIXTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('seventy-sixth', HELD_OUT_SEVENTYSIXTH, 547);
