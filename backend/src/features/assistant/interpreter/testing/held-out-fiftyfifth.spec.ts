import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FIFTYFIFTH, HELD_OUT_FIFTYFIFTH_KINDS } from './held-out-fiftyfifth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the fifty-fifth held-out set', () => {
  it.each(Object.entries(HELD_OUT_FIFTYFIFTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('fifty-fifth', HELD_OUT_FIFTYFIFTH, 450);
