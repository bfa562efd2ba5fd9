import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FORTYNINTH, HELD_OUT_FORTYNINTH_KINDS } from './held-out-fortyninth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the forty-ninth held-out set', () => {
  it.each(Object.entries(HELD_OUT_FORTYNINTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('forty-ninth', HELD_OUT_FORTYNINTH, 450);
