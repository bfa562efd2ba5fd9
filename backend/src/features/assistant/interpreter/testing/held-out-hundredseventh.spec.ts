import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDSEVENTH, HELD_OUT_HUNDREDSEVENTH_KINDS } from './held-out-hundredseventh';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-seventh held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDSEVENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredseventh', HELD_OUT_HUNDREDSEVENTH, 382);
