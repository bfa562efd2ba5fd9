import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_TENTH, HELD_OUT_TENTH_KINDS } from './held-out-tenth';

// Measured, never a bar: the floor only checks the set is all there; each kind prints its own figure.
measureHeldOut('tenth', HELD_OUT_TENTH, 420);
for (const [kind, items] of Object.entries(HELD_OUT_TENTH_KINDS)) measureHeldOut(`tenth, ${kind}`, items, 20);
