import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SEVENTYTHIRD, HELD_OUT_SEVENTYTHIRD_KINDS } from './held-out-seventythird';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the seventy-third held-out set', () => {
  it.each(Object.entries(HELD_OUT_SEVENTYTHIRD_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('seventy-third', HELD_OUT_SEVENTYTHIRD, 510);
