import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDFIFTEENTH, HELD_OUT_HUNDREDFIFTEENTH_KINDS } from './held-out-hundredfifteenth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-fifteenth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDFIFTEENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredfifteenth', HELD_OUT_HUNDREDFIFTEENTH, 381);
