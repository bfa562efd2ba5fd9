import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_EIGHTYSECOND, HELD_OUT_EIGHTYSECOND_KINDS } from './held-out-eightysecond';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the eighty-second held-out set', () => {
  it.each(Object.entries(HELD_OUT_EIGHTYSECOND_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('eightysecond', HELD_OUT_EIGHTYSECOND, 631);
