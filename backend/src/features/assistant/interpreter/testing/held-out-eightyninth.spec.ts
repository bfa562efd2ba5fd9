import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_EIGHTYNINTH, HELD_OUT_EIGHTYNINTH_KINDS } from './held-out-eightyninth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the eighty-ninth held-out set', () => {
  it.each(Object.entries(HELD_OUT_EIGHTYNINTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('eightyninth', HELD_OUT_EIGHTYNINTH, 687);
