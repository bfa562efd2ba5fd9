/**
 * The hundred-and-fifth held-out set, written by people who never saw the reader, from people who plan, supply and run events. On London time, writing day-first dates: a wedding planner in
 * Cheltenham, a mobile DJ in Liverpool, a florist in Islington whose first language is Polish, a marquee and
 * furniture hire owner in Kent and a walking-tour guide in York. On New York time, writing month-first
 * dates: an event planner in the Financial District, a photo booth hire owner in Hoboken, a party rentals
 * owner in Queens whose first language is Cantonese, a bartending-for-hire owner in Crown Heights and a
 * kids' party entertainer in Staten Island whose first language is Italian.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import { HUNDREDFIFTH_ASK, HUNDREDFIFTH_SNOOZE, HUNDREDFIFTH_DONE, HUNDREDFIFTH_CORRECTION } from './held-out-hundredfifth-e';
import { HUNDREDFIFTH_REMOVE, HUNDREDFIFTH_RENAME, HUNDREDFIFTH_RAMBLE, HUNDREDFIFTH_UNCLEAR } from './held-out-hundredfifth-f';
import {
  HUNDREDFIFTH_GREETING,
  HUNDREDFIFTH_FEELING,
  HUNDREDFIFTH_STATEMENT,
  HUNDREDFIFTH_DECISION,
  HUNDREDFIFTH_QUESTION,
} from './held-out-hundredfifth-g';

export const HELD_OUT_HUNDREDFIFTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDFIFTH_ASK,
  snooze: HUNDREDFIFTH_SNOOZE,
  done: HUNDREDFIFTH_DONE,
  correction: HUNDREDFIFTH_CORRECTION,
  remove: HUNDREDFIFTH_REMOVE,
  rename: HUNDREDFIFTH_RENAME,
  ramble: HUNDREDFIFTH_RAMBLE,
  unclear: HUNDREDFIFTH_UNCLEAR,
  greeting: HUNDREDFIFTH_GREETING,
  feeling: HUNDREDFIFTH_FEELING,
  statement: HUNDREDFIFTH_STATEMENT,
  decision: HUNDREDFIFTH_DECISION,
  question: HUNDREDFIFTH_QUESTION,
};

export const HELD_OUT_HUNDREDFIFTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDFIFTH_KINDS).flat();
