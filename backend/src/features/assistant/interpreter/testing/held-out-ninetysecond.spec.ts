import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_NINETYSECOND, HELD_OUT_NINETYSECOND_KINDS } from './held-out-ninetysecond';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the ninety-second held-out set', () => {
  it.each(Object.entries(HELD_OUT_NINETYSECOND_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('ninetysecond', HELD_OUT_NINETYSECOND, 201);
