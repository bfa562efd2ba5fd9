import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SEVENTIETH, HELD_OUT_SEVENTIETH_KINDS } from './held-out-seventieth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the seventieth held-out set', () => {
  it.each(Object.entries(HELD_OUT_SEVENTIETH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('seventieth', HELD_OUT_SEVENTIETH, 536);
