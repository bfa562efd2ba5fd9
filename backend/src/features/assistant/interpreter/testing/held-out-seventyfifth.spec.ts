import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SEVENTYFIFTH, HELD_OUT_SEVENTYFIFTH_KINDS } from './held-out-seventyfifth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the seventy-fifth held-out set', () => {
  it.each(Object.entries(HELD_OUT_SEVENTYFIFTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('seventy-fifth', HELD_OUT_SEVENTYFIFTH, 487);
