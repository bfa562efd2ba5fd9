import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDFIFTH, HELD_OUT_HUNDREDFIFTH_KINDS } from './held-out-hundredfifth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-fifth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDFIFTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredfifth', HELD_OUT_HUNDREDFIFTH, 379);
