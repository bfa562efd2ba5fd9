import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FORTYSIXTH, HELD_OUT_FORTYSIXTH_KINDS } from './held-out-fortysixth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the forty-sixth held-out set', () => {
  it.each(Object.entries(HELD_OUT_FORTYSIXTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('forty-sixth', HELD_OUT_FORTYSIXTH, 450);
