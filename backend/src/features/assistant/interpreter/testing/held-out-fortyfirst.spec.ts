import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FORTYFIRST, HELD_OUT_FORTYFIRST_KINDS } from './held-out-fortyfirst';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the forty-first held-out set', () => {
  it.each(Object.entries(HELD_OUT_FORTYFIRST_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('forty-first', HELD_OUT_FORTYFIRST, 450);
