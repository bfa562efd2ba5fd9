/**
 * The hundred-and-sixth held-out set, written by people who never saw the reader, from people who work on boats, the water and the coast. On London time, writing day-first dates: an inshore
 * fisherman in Brixham, a boatyard owner in Southampton, a kayak and paddleboard hire owner on the Gower, a
 * diving instructor in Plymouth whose first language is Polish and a river cruise skipper in Oxford. On New
 * York time, writing month-first dates: a charter fishing captain in Montauk, a marina manager in Sheepshead
 * Bay, a water taxi operator in Red Hook, a swim school owner in Staten Island whose first language is
 * Russian and a sailmaker on City Island.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDSIXTH_ASK,
  HUNDREDSIXTH_RECURRING,
  HUNDREDSIXTH_SNOOZE,
  HUNDREDSIXTH_CORRECTION,
  HUNDREDSIXTH_RAMBLE,
  HUNDREDSIXTH_ANSWER,
} from './held-out-hundredsixth-a';
import {
  HUNDREDSIXTH_GREETING,
  HUNDREDSIXTH_THANKS,
  HUNDREDSIXTH_FEELING,
  HUNDREDSIXTH_QUESTION,
  HUNDREDSIXTH_STATEMENT,
  HUNDREDSIXTH_BARE,
} from './held-out-hundredsixth-b';
import {
  HUNDREDSIXTH_DECISION,
  HUNDREDSIXTH_DILEMMA,
  HUNDREDSIXTH_RECALL,
  HUNDREDSIXTH_PRIORITISE,
  HUNDREDSIXTH_AGENDA,
  HUNDREDSIXTH_FREE_TIME,
} from './held-out-hundredsixth-c';
import { HUNDREDSIXTH_RENAME, HUNDREDSIXTH_REMOVE, HUNDREDSIXTH_DONE, HUNDREDSIXTH_UNCLEAR } from './held-out-hundredsixth-d';

export const HELD_OUT_HUNDREDSIXTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDSIXTH_ASK,
  recurring: HUNDREDSIXTH_RECURRING,
  snooze: HUNDREDSIXTH_SNOOZE,
  correction: HUNDREDSIXTH_CORRECTION,
  ramble: HUNDREDSIXTH_RAMBLE,
  answer: HUNDREDSIXTH_ANSWER,
  greeting: HUNDREDSIXTH_GREETING,
  thanks: HUNDREDSIXTH_THANKS,
  feeling: HUNDREDSIXTH_FEELING,
  question: HUNDREDSIXTH_QUESTION,
  statement: HUNDREDSIXTH_STATEMENT,
  bare: HUNDREDSIXTH_BARE,
  decision: HUNDREDSIXTH_DECISION,
  dilemma: HUNDREDSIXTH_DILEMMA,
  recall: HUNDREDSIXTH_RECALL,
  prioritise: HUNDREDSIXTH_PRIORITISE,
  agenda: HUNDREDSIXTH_AGENDA,
  free_time: HUNDREDSIXTH_FREE_TIME,
  rename: HUNDREDSIXTH_RENAME,
  remove: HUNDREDSIXTH_REMOVE,
  done: HUNDREDSIXTH_DONE,
  unclear: HUNDREDSIXTH_UNCLEAR,
};

export const HELD_OUT_HUNDREDSIXTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDSIXTH_KINDS).flat();
