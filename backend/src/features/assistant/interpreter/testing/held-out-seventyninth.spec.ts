import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SEVENTYNINTH, HELD_OUT_SEVENTYNINTH_KINDS } from './held-out-seventyninth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the seventy-ninth held-out set', () => {
  it.each(Object.entries(HELD_OUT_SEVENTYNINTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('seventy-ninth', HELD_OUT_SEVENTYNINTH, 508);
