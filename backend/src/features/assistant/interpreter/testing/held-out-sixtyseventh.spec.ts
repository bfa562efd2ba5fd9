import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SIXTYSEVENTH, HELD_OUT_SIXTYSEVENTH_KINDS } from './held-out-sixtyseventh';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the sixty-seventh held-out set', () => {
  it.each(Object.entries(HELD_OUT_SIXTYSEVENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('sixty-seventh', HELD_OUT_SIXTYSEVENTH, 541);
