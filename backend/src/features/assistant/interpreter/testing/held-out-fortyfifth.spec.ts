import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FORTYFIFTH, HELD_OUT_FORTYFIFTH_KINDS } from './held-out-fortyfifth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the forty-fifth held-out set', () => {
  it.each(Object.entries(HELD_OUT_FORTYFIFTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('forty-fifth', HELD_OUT_FORTYFIFTH, 450);
