import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_EIGHTIETH, HELD_OUT_EIGHTIETH_KINDS } from './held-out-eightieth';

// Each kind this set holds has at least 20 messages; the kinds that ask for or change tasks are in the eighty-first.
describe('the eightieth held-out set', () => {
  it.each(Object.entries(HELD_OUT_EIGHTIETH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('eightieth', HELD_OUT_EIGHTIETH, 306);
