import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_THIRTYFIFTH, HELD_OUT_THIRTYFIFTH_KINDS } from './held-out-thirtyfifth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the thirty-fifth held-out set', () => {
  it.each(Object.entries(HELD_OUT_THIRTYFIFTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('thirty-fifth', HELD_OUT_THIRTYFIFTH, 450);
