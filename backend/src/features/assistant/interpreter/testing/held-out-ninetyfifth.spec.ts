import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_NINETYFIFTH, HELD_OUT_NINETYFIFTH_KINDS } from './held-out-ninetyfifth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the ninety-fifth held-out set', () => {
  it.each(Object.entries(HELD_OUT_NINETYFIFTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('ninetyfifth', HELD_OUT_NINETYFIFTH, 386);
