import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDNINETEENTH, HELD_OUT_HUNDREDNINETEENTH_KINDS } from './held-out-hundrednineteenth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-nineteenth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDNINETEENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundrednineteenth', HELD_OUT_HUNDREDNINETEENTH, 433);
