import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SIXTYFOURTH, HELD_OUT_SIXTYFOURTH_KINDS } from './held-out-sixtyfourth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the sixty-fourth held-out set', () => {
  it.each(Object.entries(HELD_OUT_SIXTYFOURTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('sixty-fourth', HELD_OUT_SIXTYFOURTH, 520);
