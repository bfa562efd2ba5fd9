import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SEVENTYFIRST, HELD_OUT_SEVENTYFIRST_KINDS } from './held-out-seventyfirst';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the seventy-first held-out set', () => {
  it.each(Object.entries(HELD_OUT_SEVENTYFIRST_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('seventy-first', HELD_OUT_SEVENTYFIRST, 532);
