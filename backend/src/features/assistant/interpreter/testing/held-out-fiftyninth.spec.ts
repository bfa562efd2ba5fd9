import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FIFTYNINTH, HELD_OUT_FIFTYNINTH_KINDS } from './held-out-fiftyninth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the fifty-ninth held-out set', () => {
  it.each(Object.entries(HELD_OUT_FIFTYNINTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('fifty-ninth', HELD_OUT_FIFTYNINTH, 450);
