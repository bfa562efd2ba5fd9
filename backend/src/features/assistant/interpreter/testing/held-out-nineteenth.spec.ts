import { HELD_OUT_NINETEENTH } from './held-out-nineteenth';
import { measureHeldOut } from './held-out-measure';

// A measurement, not a bar: the floor only checks the set is whole.
measureHeldOut('nineteenth', HELD_OUT_NINETEENTH, 450);
