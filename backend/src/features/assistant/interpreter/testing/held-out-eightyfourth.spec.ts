import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_EIGHTYFOURTH, HELD_OUT_EIGHTYFOURTH_KINDS } from './held-out-eightyfourth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the eighty-fourth held-out set', () => {
  it.each(Object.entries(HELD_OUT_EIGHTYFOURTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('eightyfourth', HELD_OUT_EIGHTYFOURTH, 591);
