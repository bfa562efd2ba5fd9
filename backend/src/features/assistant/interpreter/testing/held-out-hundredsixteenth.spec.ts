import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDSIXTEENTH, HELD_OUT_HUNDREDSIXTEENTH_KINDS } from './held-out-hundredsixteenth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-sixteenth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDSIXTEENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredsixteenth', HELD_OUT_HUNDREDSIXTEENTH, 613);
