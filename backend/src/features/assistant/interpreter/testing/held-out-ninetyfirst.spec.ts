import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_NINETYFIRST, HELD_OUT_NINETYFIRST_KINDS } from './held-out-ninetyfirst';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the ninety-first held-out set', () => {
  it.each(Object.entries(HELD_OUT_NINETYFIRST_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('ninetyfirst', HELD_OUT_NINETYFIRST, 664);
