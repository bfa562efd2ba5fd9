import { HELD_OUT_TWENTYFOURTH } from './held-out-twentyfourth';
import { measureHeldOut } from './held-out-measure';

// A measurement, not a bar: the floor only checks the set is whole.
measureHeldOut('twenty-fourth', HELD_OUT_TWENTYFOURTH, 400);
