import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_SIXTYFIRST, HELD_OUT_SIXTYFIRST_KINDS } from './held-out-sixtyfirst';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the sixty-first held-out set', () => {
  it.each(Object.entries(HELD_OUT_SIXTYFIRST_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('sixty-first', HELD_OUT_SIXTYFIRST, 450);
