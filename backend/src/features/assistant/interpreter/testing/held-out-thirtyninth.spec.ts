import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_THIRTYNINTH, HELD_OUT_THIRTYNINTH_KINDS } from './held-out-thirtyninth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the thirty-ninth held-out set', () => {
  it.each(Object.entries(HELD_OUT_THIRTYNINTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('thirty-ninth', HELD_OUT_THIRTYNINTH, 450);
