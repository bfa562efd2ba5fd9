import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FIFTYSEVENTH, HELD_OUT_FIFTYSEVENTH_KINDS } from './held-out-fiftyseventh';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the fifty-seventh held-out set', () => {
  it.each(Object.entries(HELD_OUT_FIFTYSEVENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('fifty-seventh', HELD_OUT_FIFTYSEVENTH, 450);
