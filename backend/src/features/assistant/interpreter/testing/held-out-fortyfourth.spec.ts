import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FORTYFOURTH, HELD_OUT_FORTYFOURTH_KINDS } from './held-out-fortyfourth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the forty-fourth held-out set', () => {
  it.each(Object.entries(HELD_OUT_FORTYFOURTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('forty-fourth', HELD_OUT_FORTYFOURTH, 450);
