import { HELD_OUT_NINTH, HELD_OUT_NINTH_KINDS } from './held-out-ninth';
import { measureHeldOut } from './held-out-measure';

// The whole set, then each kind on its own so a weak kind shows in its own figure.
measureHeldOut('ninth', HELD_OUT_NINTH, 420);
for (const [kind, items] of Object.entries(HELD_OUT_NINTH_KINDS)) measureHeldOut(`ninth, ${kind}`, items, 25);
