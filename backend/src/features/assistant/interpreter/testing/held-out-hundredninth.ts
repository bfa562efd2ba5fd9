/**
 * The hundred-and-ninth held-out set, written by people who never saw the reader, from people in law and the professions. On London time, writing day-first dates: a high-street solicitor in
 * Leicester, an immigration adviser in Croydon whose first language is Urdu, an architect in Cardiff, a
 * chartered surveyor in Newcastle and an HR consultant in Reading. On New York time, writing month-first dates:
 * a solo immigration lawyer in Jackson Heights whose first language is Bengali, a real-estate attorney in Long
 * Island City, a court interpreter in the Bronx, a management consultant in Midtown and a structural engineer
 * on Staten Island.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import { HUNDREDNINTH_ASK, HUNDREDNINTH_SNOOZE, HUNDREDNINTH_DONE, HUNDREDNINTH_CORRECTION } from './held-out-hundredninth-e';
import { HUNDREDNINTH_REMOVE, HUNDREDNINTH_RENAME, HUNDREDNINTH_RAMBLE, HUNDREDNINTH_UNCLEAR } from './held-out-hundredninth-f';
import {
  HUNDREDNINTH_GREETING,
  HUNDREDNINTH_FEELING,
  HUNDREDNINTH_STATEMENT,
  HUNDREDNINTH_DECISION,
  HUNDREDNINTH_QUESTION,
} from './held-out-hundredninth-g';

export const HELD_OUT_HUNDREDNINTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDNINTH_ASK,
  snooze: HUNDREDNINTH_SNOOZE,
  done: HUNDREDNINTH_DONE,
  correction: HUNDREDNINTH_CORRECTION,
  remove: HUNDREDNINTH_REMOVE,
  rename: HUNDREDNINTH_RENAME,
  ramble: HUNDREDNINTH_RAMBLE,
  unclear: HUNDREDNINTH_UNCLEAR,
  greeting: HUNDREDNINTH_GREETING,
  feeling: HUNDREDNINTH_FEELING,
  statement: HUNDREDNINTH_STATEMENT,
  decision: HUNDREDNINTH_DECISION,
  question: HUNDREDNINTH_QUESTION,
};

export const HELD_OUT_HUNDREDNINTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDNINTH_KINDS).flat();
