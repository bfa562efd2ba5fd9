import { HELD_OUT_TWENTYTHIRD } from './held-out-twentythird';
import { measureHeldOut } from './held-out-measure';

// A measurement, not a bar: the floor only checks the set is whole (at least 450 messages).
measureHeldOut('twentythird', HELD_OUT_TWENTYTHIRD, 450);
