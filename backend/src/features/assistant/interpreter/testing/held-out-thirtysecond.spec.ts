import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_THIRTYSECOND, HELD_OUT_THIRTYSECOND_KINDS } from './held-out-thirtysecond';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the thirty-second held-out set', () => {
  it.each(Object.entries(HELD_OUT_THIRTYSECOND_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('thirty-second', HELD_OUT_THIRTYSECOND, 450);
