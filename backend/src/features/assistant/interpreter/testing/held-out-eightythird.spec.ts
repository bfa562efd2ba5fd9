import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_EIGHTYTHIRD, HELD_OUT_EIGHTYTHIRD_KINDS } from './held-out-eightythird';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the eighty-third held-out set', () => {
  it.each(Object.entries(HELD_OUT_EIGHTYTHIRD_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('eightythird', HELD_OUT_EIGHTYTHIRD, 596);
