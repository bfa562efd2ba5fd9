import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDSIXTH, HELD_OUT_HUNDREDSIXTH_KINDS } from './held-out-hundredsixth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-sixth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDSIXTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredsixth', HELD_OUT_HUNDREDSIXTH, 592);
