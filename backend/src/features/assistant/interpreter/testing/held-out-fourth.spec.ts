import { HELD_OUT_FOURTH, HELD_OUT_FOURTH_KINDS } from './held-out-fourth';
import { measureHeldOut } from './held-out-measure';

describe('the fourth held-out set', () => {
  it('gives every kind of message at least 25 messages', () => {
    const thin = Object.entries(HELD_OUT_FOURTH_KINDS).filter(([, items]) => items.length < 25);
    expect(thin.map(([kind, items]) => `${kind}: ${items.length}`)).toEqual([]);
    const shares = Object.entries(HELD_OUT_FOURTH_KINDS).map(([kind, items]) => `${kind} ${items.length}`);
    process.stdout.write(`held-out (fourth) by kind: ${shares.join(', ')}\n`);
  });
});

// The floor is the set's size; the reader's figures are printed, never a bar here.
measureHeldOut('fourth', HELD_OUT_FOURTH, 400);
