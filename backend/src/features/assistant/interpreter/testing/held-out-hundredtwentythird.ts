/**
 * The hundred-and-twenty-third held-out set, written by people who never saw the reader, from driving instructors
 * and driving schools. On London time, writing day-first dates: a driving instructor in Essex, an instructor in
 * Birmingham whose first language is Urdu, an instructor in Swansea who uses some Welsh, a driving school owner in
 * Edinburgh who writes some Scots and a motorbike instructor in Bristol. On New York time, writing month-first
 * dates: a driving instructor in Jersey City and Newark whose first language is Spanish, an instructor in Flushing
 * whose first language is Mandarin, a Brooklyn instructor who also teaches the pre-licensing course, a driving
 * school owner in the Bronx and a truck-driving school owner on Long Island. Every message is read at Wednesday 11
 * November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDTWENTYTHIRD_ASK,
  HUNDREDTWENTYTHIRD_SNOOZE,
  HUNDREDTWENTYTHIRD_DONE,
  HUNDREDTWENTYTHIRD_CORRECTION,
} from './held-out-hundredtwentythird-e';
import {
  HUNDREDTWENTYTHIRD_REMOVE,
  HUNDREDTWENTYTHIRD_RENAME,
  HUNDREDTWENTYTHIRD_RAMBLE,
  HUNDREDTWENTYTHIRD_UNCLEAR,
} from './held-out-hundredtwentythird-f';
import {
  HUNDREDTWENTYTHIRD_GREETING,
  HUNDREDTWENTYTHIRD_FEELING,
  HUNDREDTWENTYTHIRD_STATEMENT,
  HUNDREDTWENTYTHIRD_DECISION,
  HUNDREDTWENTYTHIRD_QUESTION,
} from './held-out-hundredtwentythird-g';

export const HELD_OUT_HUNDREDTWENTYTHIRD_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDTWENTYTHIRD_ASK,
  snooze: HUNDREDTWENTYTHIRD_SNOOZE,
  done: HUNDREDTWENTYTHIRD_DONE,
  correction: HUNDREDTWENTYTHIRD_CORRECTION,
  remove: HUNDREDTWENTYTHIRD_REMOVE,
  rename: HUNDREDTWENTYTHIRD_RENAME,
  ramble: HUNDREDTWENTYTHIRD_RAMBLE,
  unclear: HUNDREDTWENTYTHIRD_UNCLEAR,
  greeting: HUNDREDTWENTYTHIRD_GREETING,
  feeling: HUNDREDTWENTYTHIRD_FEELING,
  statement: HUNDREDTWENTYTHIRD_STATEMENT,
  decision: HUNDREDTWENTYTHIRD_DECISION,
  question: HUNDREDTWENTYTHIRD_QUESTION,
};

export const HELD_OUT_HUNDREDTWENTYTHIRD: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDTWENTYTHIRD_KINDS).flat();
