import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDNINTH, HELD_OUT_HUNDREDNINTH_KINDS } from './held-out-hundredninth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-ninth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDNINTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredninth', HELD_OUT_HUNDREDNINTH, 380);
