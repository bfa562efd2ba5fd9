import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FORTIETH, HELD_OUT_FORTIETH_KINDS } from './held-out-fortieth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the fortieth held-out set', () => {
  it.each(Object.entries(HELD_OUT_FORTIETH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('fortieth', HELD_OUT_FORTIETH, 450);
