import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SEVENTYFOURTH, HELD_OUT_SEVENTYFOURTH_KINDS } from './held-out-seventyfourth';

// A small set over every kind: six messages each, three from each zone, read for breadth.
describe('the seventy-fourth held-out set', () => {
  it('holds all 22 kinds issue 40 names', () => {
    expect(Object.keys(HELD_OUT_SEVENTYFOURTH_KINDS)).toHaveLength(22);
  });
  it.each(Object.entries(HELD_OUT_SEVENTYFOURTH_KINDS))('holds at least 6 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(6);
  });
});

measureHeldOut('seventy-fourth', HELD_OUT_SEVENTYFOURTH, 132);
