import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_EIGHTYFIFTH, HELD_OUT_EIGHTYFIFTH_KINDS } from './held-out-eightyfifth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the eighty-fifth held-out set', () => {
  it.each(Object.entries(HELD_OUT_EIGHTYFIFTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('eightyfifth', HELD_OUT_EIGHTYFIFTH, 313);
