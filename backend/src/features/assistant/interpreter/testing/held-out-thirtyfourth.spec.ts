import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_THIRTYFOURTH, HELD_OUT_THIRTYFOURTH_KINDS } from './held-out-thirtyfourth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the thirty-fourth held-out set', () => {
  it.each(Object.entries(HELD_OUT_THIRTYFOURTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('thirty-fourth', HELD_OUT_THIRTYFOURTH, 450);
