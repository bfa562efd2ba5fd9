import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_THIRTYSEVENTH, HELD_OUT_THIRTYSEVENTH_KINDS } from './held-out-thirtyseventh';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the thirty-seventh held-out set', () => {
  it.each(Object.entries(HELD_OUT_THIRTYSEVENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('thirty-seventh', HELD_OUT_THIRTYSEVENTH, 450);
