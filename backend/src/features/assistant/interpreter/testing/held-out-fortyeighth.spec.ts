import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FORTYEIGHTH, HELD_OUT_FORTYEIGHTH_KINDS } from './held-out-fortyeighth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the forty-eighth held-out set', () => {
  it.each(Object.entries(HELD_OUT_FORTYEIGHTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('forty-eighth', HELD_OUT_FORTYEIGHTH, 450);
