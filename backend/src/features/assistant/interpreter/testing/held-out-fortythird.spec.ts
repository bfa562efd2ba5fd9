import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FORTYTHIRD, HELD_OUT_FORTYTHIRD_KINDS } from './held-out-fortythird';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the forty-third held-out set', () => {
  it.each(Object.entries(HELD_OUT_FORTYTHIRD_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('forty-third', HELD_OUT_FORTYTHIRD, 450);
