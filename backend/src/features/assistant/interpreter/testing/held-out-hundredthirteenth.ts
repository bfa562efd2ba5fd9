/**
 * The hundred-and-thirteenth held-out set, written by people who never saw the reader, from tour guides, travel planners and small hospitality hosts. On London
 * time, writing day-first dates: a walking-tour guide in York, a travel agent in Leicester, a B&B owner in Snowdonia, a London black-cab tour driver whose first language is Polish and a coach tour manager in the Cotswolds. On New York time, writing month-first dates: a Harlem walking-tour guide, a travel planner in Flushing whose first language is Mandarin, an Airbnb host in Astoria whose first language is Italian, a boat tour captain out of Manhattan and a destination-wedding planner in Jersey City.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDTHIRTEENTH_ASK,
  HUNDREDTHIRTEENTH_SNOOZE,
  HUNDREDTHIRTEENTH_DONE,
  HUNDREDTHIRTEENTH_CORRECTION,
} from './held-out-hundredthirteenth-e';
import {
  HUNDREDTHIRTEENTH_REMOVE,
  HUNDREDTHIRTEENTH_RENAME,
  HUNDREDTHIRTEENTH_RAMBLE,
  HUNDREDTHIRTEENTH_UNCLEAR,
} from './held-out-hundredthirteenth-f';
import {
  HUNDREDTHIRTEENTH_GREETING,
  HUNDREDTHIRTEENTH_FEELING,
  HUNDREDTHIRTEENTH_STATEMENT,
  HUNDREDTHIRTEENTH_DECISION,
  HUNDREDTHIRTEENTH_QUESTION,
} from './held-out-hundredthirteenth-g';

export const HELD_OUT_HUNDREDTHIRTEENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDTHIRTEENTH_ASK,
  snooze: HUNDREDTHIRTEENTH_SNOOZE,
  done: HUNDREDTHIRTEENTH_DONE,
  correction: HUNDREDTHIRTEENTH_CORRECTION,
  remove: HUNDREDTHIRTEENTH_REMOVE,
  rename: HUNDREDTHIRTEENTH_RENAME,
  ramble: HUNDREDTHIRTEENTH_RAMBLE,
  unclear: HUNDREDTHIRTEENTH_UNCLEAR,
  greeting: HUNDREDTHIRTEENTH_GREETING,
  feeling: HUNDREDTHIRTEENTH_FEELING,
  statement: HUNDREDTHIRTEENTH_STATEMENT,
  decision: HUNDREDTHIRTEENTH_DECISION,
  question: HUNDREDTHIRTEENTH_QUESTION,
};

export const HELD_OUT_HUNDREDTHIRTEENTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDTHIRTEENTH_KINDS).flat();
