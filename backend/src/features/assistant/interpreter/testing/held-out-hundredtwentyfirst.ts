/**
 * The hundred-and-twenty-first held-out set, written by people who never saw the reader, from printers, sign makers
 * and embroiderers. On London time, writing day-first dates: a print shop owner in Croydon, a sign writer and
 * shop-front painter in Belfast, an embroidery and workwear business owner in Swansea, a vinyl-wrap and sign company
 * owner in Bradford whose first language is Urdu and a letterpress and wedding-stationery designer in Bath. On New
 * York time, writing month-first dates: a screen printer in Sunset Park whose first language is Spanish, a risograph
 * zine printer in Williamsburg, a large-format and trade-show sign shop owner in Long Island City, an embroidery and
 * patch maker in Flushing whose first language is Vietnamese and a commercial printing business owner in Midtown.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDTWENTYFIRST_ASK,
  HUNDREDTWENTYFIRST_SNOOZE,
  HUNDREDTWENTYFIRST_DONE,
  HUNDREDTWENTYFIRST_CORRECTION,
} from './held-out-hundredtwentyfirst-e';
import {
  HUNDREDTWENTYFIRST_REMOVE,
  HUNDREDTWENTYFIRST_RENAME,
  HUNDREDTWENTYFIRST_RAMBLE,
  HUNDREDTWENTYFIRST_UNCLEAR,
} from './held-out-hundredtwentyfirst-f';
import {
  HUNDREDTWENTYFIRST_GREETING,
  HUNDREDTWENTYFIRST_FEELING,
  HUNDREDTWENTYFIRST_STATEMENT,
  HUNDREDTWENTYFIRST_DECISION,
  HUNDREDTWENTYFIRST_QUESTION,
} from './held-out-hundredtwentyfirst-g';

export const HELD_OUT_HUNDREDTWENTYFIRST_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDTWENTYFIRST_ASK,
  snooze: HUNDREDTWENTYFIRST_SNOOZE,
  done: HUNDREDTWENTYFIRST_DONE,
  correction: HUNDREDTWENTYFIRST_CORRECTION,
  remove: HUNDREDTWENTYFIRST_REMOVE,
  rename: HUNDREDTWENTYFIRST_RENAME,
  ramble: HUNDREDTWENTYFIRST_RAMBLE,
  unclear: HUNDREDTWENTYFIRST_UNCLEAR,
  greeting: HUNDREDTWENTYFIRST_GREETING,
  feeling: HUNDREDTWENTYFIRST_FEELING,
  statement: HUNDREDTWENTYFIRST_STATEMENT,
  decision: HUNDREDTWENTYFIRST_DECISION,
  question: HUNDREDTWENTYFIRST_QUESTION,
};

export const HELD_OUT_HUNDREDTWENTYFIRST: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDTWENTYFIRST_KINDS).flat();
