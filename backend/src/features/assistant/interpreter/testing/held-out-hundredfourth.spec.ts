import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDFOURTH, HELD_OUT_HUNDREDFOURTH_KINDS } from './held-out-hundredfourth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-fourth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDFOURTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredfourth', HELD_OUT_HUNDREDFOURTH, 603);
