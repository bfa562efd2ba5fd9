import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_NINETYTHIRD, HELD_OUT_NINETYTHIRD_KINDS } from './held-out-ninetythird';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the ninety-third held-out set', () => {
  it.each(Object.entries(HELD_OUT_NINETYTHIRD_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('ninetythird', HELD_OUT_NINETYTHIRD, 359);
