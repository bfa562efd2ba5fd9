import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FORTYSECOND, HELD_OUT_FORTYSECOND_KINDS } from './held-out-fortysecond';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the forty-second held-out set', () => {
  it.each(Object.entries(HELD_OUT_FORTYSECOND_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('forty-second', HELD_OUT_FORTYSECOND, 450);
