import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FIFTIETH, HELD_OUT_FIFTIETH_KINDS } from './held-out-fiftieth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the fiftieth held-out set', () => {
  it.each(Object.entries(HELD_OUT_FIFTIETH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('fiftieth', HELD_OUT_FIFTIETH, 450);
