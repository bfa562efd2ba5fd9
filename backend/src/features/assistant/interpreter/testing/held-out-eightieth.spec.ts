import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_EIGHTIETH, HELD_OUT_EIGHTIETH_KINDS } from './held-out-eightieth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the eightieth held-out set', () => {
  it.each(Object.entries(HELD_OUT_EIGHTIETH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('eightieth', HELD_OUT_EIGHTIETH, 511);
