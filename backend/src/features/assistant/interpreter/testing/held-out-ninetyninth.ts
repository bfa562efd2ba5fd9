/**
 * The ninety-ninth held-out set, written by people who never saw the reader, from people who teach, tutor and perform. On London time, writing day-first dates: a piano teacher in
 * Oxford, a driving instructor in Swansea, a maths tutor in Birmingham whose first language is Punjabi,
 * a wedding DJ in Newcastle and a language school owner in Dublin. On New York time, writing month-first
 * dates: an SAT tutor in Park Slope, a wedding band leader in Jersey City, a dance studio owner in
 * Washington Heights whose first language is Spanish, a stand-up comic in the West Village and an
 * after-school program owner in Jamaica, Queens whose first language is Bengali.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import { NINETYNINTH_ASK, NINETYNINTH_SNOOZE, NINETYNINTH_DONE, NINETYNINTH_CORRECTION } from './held-out-ninetyninth-e';
import { NINETYNINTH_REMOVE, NINETYNINTH_RENAME, NINETYNINTH_RAMBLE, NINETYNINTH_UNCLEAR } from './held-out-ninetyninth-f';
import {
  NINETYNINTH_GREETING,
  NINETYNINTH_FEELING,
  NINETYNINTH_STATEMENT,
  NINETYNINTH_DECISION,
  NINETYNINTH_QUESTION,
} from './held-out-ninetyninth-g';

export const HELD_OUT_NINETYNINTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: NINETYNINTH_ASK,
  snooze: NINETYNINTH_SNOOZE,
  done: NINETYNINTH_DONE,
  correction: NINETYNINTH_CORRECTION,
  remove: NINETYNINTH_REMOVE,
  rename: NINETYNINTH_RENAME,
  ramble: NINETYNINTH_RAMBLE,
  unclear: NINETYNINTH_UNCLEAR,
  greeting: NINETYNINTH_GREETING,
  feeling: NINETYNINTH_FEELING,
  statement: NINETYNINTH_STATEMENT,
  decision: NINETYNINTH_DECISION,
  question: NINETYNINTH_QUESTION,
};

export const HELD_OUT_NINETYNINTH: HeldOutItem[] = Object.values(HELD_OUT_NINETYNINTH_KINDS).flat();
