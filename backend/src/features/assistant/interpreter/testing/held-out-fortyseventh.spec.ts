import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FORTYSEVENTH, HELD_OUT_FORTYSEVENTH_KINDS } from './held-out-fortyseventh';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the forty-seventh held-out set', () => {
  it.each(Object.entries(HELD_OUT_FORTYSEVENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('forty-seventh', HELD_OUT_FORTYSEVENTH, 450);
