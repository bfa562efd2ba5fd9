import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDFOURTEENTH, HELD_OUT_HUNDREDFOURTEENTH_KINDS } from './held-out-hundredfourteenth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-fourteenth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDFOURTEENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredfourteenth', HELD_OUT_HUNDREDFOURTEENTH, 607);
