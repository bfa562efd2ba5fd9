import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_EIGHTYFIRST, HELD_OUT_EIGHTYFIRST_KINDS } from './held-out-eightyfirst';

// Each kind this set holds has at least 20 messages; the kinds that talk, ask or weigh are in the eightieth.
describe('the eighty-first held-out set', () => {
  it.each(Object.entries(HELD_OUT_EIGHTYFIRST_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('eighty-first', HELD_OUT_EIGHTYFIRST, 216);
