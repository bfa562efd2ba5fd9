import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_NINETYNINTH, HELD_OUT_NINETYNINTH_KINDS } from './held-out-ninetyninth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the ninety-ninth held-out set', () => {
  it.each(Object.entries(HELD_OUT_NINETYNINTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('ninetyninth', HELD_OUT_NINETYNINTH, 390);
