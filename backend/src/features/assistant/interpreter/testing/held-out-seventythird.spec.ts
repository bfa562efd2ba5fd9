import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SEVENTYTHIRD, HELD_OUT_SEVENTYTHIRD_KINDS } from './held-out-seventythird';

// This set holds the nine task and change kinds only: its talk half was never written.
describe('the seventy-third held-out set', () => {
  it('holds the nine task and change kinds', () => {
    expect(Object.keys(HELD_OUT_SEVENTYTHIRD_KINDS)).toHaveLength(9);
  });
  it.each(Object.entries(HELD_OUT_SEVENTYTHIRD_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('seventy-third', HELD_OUT_SEVENTYTHIRD, 216);
