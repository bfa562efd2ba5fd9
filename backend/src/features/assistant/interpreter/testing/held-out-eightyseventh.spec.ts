import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_EIGHTYSEVENTH, HELD_OUT_EIGHTYSEVENTH_KINDS } from './held-out-eightyseventh';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the eighty-seventh held-out set', () => {
  it.each(Object.entries(HELD_OUT_EIGHTYSEVENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('eightyseventh', HELD_OUT_EIGHTYSEVENTH, 638);
