import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_THIRTYSIXTH, HELD_OUT_THIRTYSIXTH_KINDS } from './held-out-thirtysixth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the thirty-sixth held-out set', () => {
  it.each(Object.entries(HELD_OUT_THIRTYSIXTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('thirty-sixth', HELD_OUT_THIRTYSIXTH, 450);
