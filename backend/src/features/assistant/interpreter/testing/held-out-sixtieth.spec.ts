import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SIXTIETH, HELD_OUT_SIXTIETH_KINDS } from './held-out-sixtieth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the sixtieth held-out set', () => {
  it.each(Object.entries(HELD_OUT_SIXTIETH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('sixtieth', HELD_OUT_SIXTIETH, 450);
