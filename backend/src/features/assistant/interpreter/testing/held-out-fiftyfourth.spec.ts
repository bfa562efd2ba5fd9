import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FIFTYFOURTH, HELD_OUT_FIFTYFOURTH_KINDS } from './held-out-fiftyfourth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the fifty-fourth held-out set', () => {
  it.each(Object.entries(HELD_OUT_FIFTYFOURTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('fifty-fourth', HELD_OUT_FIFTYFOURTH, 450);
