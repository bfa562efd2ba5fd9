import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SIXTYFIFTH, HELD_OUT_SIXTYFIFTH_KINDS } from './held-out-sixtyfifth';

// Each kind holds at least 20 messages, so no kind's share hides behind another's.
describe('the sixty-fifth held-out set', () => {
  it.each(Object.entries(HELD_OUT_SIXTYFIFTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('sixty-fifth', HELD_OUT_SIXTYFIFTH, 520);
