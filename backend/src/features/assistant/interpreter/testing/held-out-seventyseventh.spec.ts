import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SEVENTYSEVENTH, HELD_OUT_SEVENTYSEVENTH_KINDS } from './held-out-seventyseventh';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the seventy-seventh held-out set', () => {
  it.each(Object.entries(HELD_OUT_SEVENTYSEVENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('seventy-seventh', HELD_OUT_SEVENTYSEVENTH, 488);
