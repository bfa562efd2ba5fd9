import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FIFTYFIRST, HELD_OUT_FIFTYFIRST_KINDS } from './held-out-fiftyfirst';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the fifty-first held-out set', () => {
  it.each(Object.entries(HELD_OUT_FIFTYFIRST_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('fifty-first', HELD_OUT_FIFTYFIRST, 450);
