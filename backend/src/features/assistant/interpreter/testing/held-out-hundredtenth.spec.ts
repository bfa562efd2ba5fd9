import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_HUNDREDTENTH, HELD_OUT_HUNDREDTENTH_KINDS } from './held-out-hundredtenth';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the hundred-and-tenth held-out set', () => {
  it.each(Object.entries(HELD_OUT_HUNDREDTENTH_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('hundredtenth', HELD_OUT_HUNDREDTENTH, 613);
