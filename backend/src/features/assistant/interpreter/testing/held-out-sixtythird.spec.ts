import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SIXTYTHIRD, HELD_OUT_SIXTYTHIRD_KINDS } from './held-out-sixtythird';

// Each kind holds at least 20 messages, so no kind's share hides behind another's.
describe('the sixty-third held-out set', () => {
  it.each(Object.entries(HELD_OUT_SIXTYTHIRD_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('sixty-third', HELD_OUT_SIXTYTHIRD, 520);
