import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDSECOND, HELD_OUT_HUNDREDSECOND_KINDS } from './held-out-hundredsecond';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-second held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDSECOND_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredsecond', HELD_OUT_HUNDREDSECOND, 622);
