import { HELD_OUT_TWENTYSECOND } from './held-out-twentysecond';
import { measureHeldOut } from './held-out-measure';

// A measurement, not a bar: the floor only checks the set is whole (at least 450 messages).
measureHeldOut('twentysecond', HELD_OUT_TWENTYSECOND, 450);
