import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FIFTYSIXTH, HELD_OUT_FIFTYSIXTH_KINDS } from './held-out-fiftysixth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the fifty-sixth held-out set', () => {
  it.each(Object.entries(HELD_OUT_FIFTYSIXTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('fifty-sixth', HELD_OUT_FIFTYSIXTH, 450);
