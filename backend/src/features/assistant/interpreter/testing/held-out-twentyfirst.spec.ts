import { measureHeldOut } from './held-out-measure';
import { HELD_OUT_TWENTYFIRST } from './held-out-twentyfirst';

measureHeldOut('twenty-first', HELD_OUT_TWENTYFIRST, 450);
