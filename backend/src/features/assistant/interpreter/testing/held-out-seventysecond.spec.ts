import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SEVENTYSECOND, HELD_OUT_SEVENTYSECOND_KINDS } from './held-out-seventysecond';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the seventy-second held-out set', () => {
  it.each(Object.entries(HELD_OUT_SEVENTYSECOND_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('seventy-second', HELD_OUT_SEVENTYSECOND, 500);
