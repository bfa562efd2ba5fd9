import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FIFTYSECOND, HELD_OUT_FIFTYSECOND_KINDS } from './held-out-fiftysecond';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the fifty-second held-out set', () => {
  it.each(Object.entries(HELD_OUT_FIFTYSECOND_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('fifty-second', HELD_OUT_FIFTYSECOND, 450);
