import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_FIFTYTHIRD, HELD_OUT_FIFTYTHIRD_KINDS } from './held-out-fiftythird';

// Each kind issue 40 names holds at least 20 messages, so no kind's share hides behind another's.
describe('the fifty-third held-out set', () => {
  it.each(Object.entries(HELD_OUT_FIFTYTHIRD_KINDS))('holds at least 20 %s messages', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(20);
  });
});

measureHeldOut('fifty-third', HELD_OUT_FIFTYTHIRD, 450);
