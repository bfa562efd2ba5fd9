import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDFIRST, HELD_OUT_HUNDREDFIRST_KINDS } from './held-out-hundredfirst';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-first held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDFIRST_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredfirst', HELD_OUT_HUNDREDFIRST, 387);
