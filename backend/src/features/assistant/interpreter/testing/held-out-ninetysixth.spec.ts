import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_NINETYSIXTH, HELD_OUT_NINETYSIXTH_KINDS } from './held-out-ninetysixth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the ninety-sixth held-out set', () => {
  it.each(Object.entries(HELD_OUT_NINETYSIXTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('ninetysixth', HELD_OUT_NINETYSIXTH, 637);
