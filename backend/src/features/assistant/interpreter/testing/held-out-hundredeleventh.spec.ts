import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDELEVENTH, HELD_OUT_HUNDREDELEVENTH_KINDS } from './held-out-hundredeleventh';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-eleventh held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDELEVENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredeleventh', HELD_OUT_HUNDREDELEVENTH, 397);
