import { HELD_OUT_TWENTYSIXTH } from './held-out-twentysixth';
import { measureHeldOut } from './held-out-measure';

// A measurement, not a bar: the floor only checks the set is whole; the printed figure is the result.
measureHeldOut('twenty-sixth', HELD_OUT_TWENTYSIXTH, 450);
