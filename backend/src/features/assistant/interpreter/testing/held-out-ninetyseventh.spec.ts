import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_NINETYSEVENTH, HELD_OUT_NINETYSEVENTH_KINDS } from './held-out-ninetyseventh';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the ninety-seventh held-out set', () => {
  it.each(Object.entries(HELD_OUT_NINETYSEVENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('ninetyseventh', HELD_OUT_NINETYSEVENTH, 363);
