import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_TWELFTH } from './held-out-twelfth';

// A measurement, not a bar: the floor only checks the set is whole.
measureHeldOut('twelfth', HELD_OUT_TWELFTH, 450);
