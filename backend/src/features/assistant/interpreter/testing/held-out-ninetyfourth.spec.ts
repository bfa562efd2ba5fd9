import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_NINETYFOURTH, HELD_OUT_NINETYFOURTH_KINDS } from './held-out-ninetyfourth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the ninety-fourth held-out set', () => {
  it.each(Object.entries(HELD_OUT_NINETYFOURTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('ninetyfourth', HELD_OUT_NINETYFOURTH, 624);
