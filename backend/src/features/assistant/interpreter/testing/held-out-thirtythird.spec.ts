import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_THIRTYTHIRD, HELD_OUT_THIRTYTHIRD_KINDS } from './held-out-thirtythird';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the thirty-third held-out set', () => {
  it.each(Object.entries(HELD_OUT_THIRTYTHIRD_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('thirty-third', HELD_OUT_THIRTYTHIRD, 450);
