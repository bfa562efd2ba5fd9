/**
 * The hundred-and-seventeenth held-out set, written by people who never saw the reader, from translators and interpreters. On London
 * time, writing day-first dates: a French and Spanish translator in Brighton, a court interpreter in Croydon who speaks Yoruba, an NHS interpreter in Peterborough whose first language is Polish, a Gaelic translator in Inverness who writes some Scots and a translation agency owner in Manchester. On New York time, writing month-first dates: a medical interpreter in Jackson Heights whose first language is Spanish, an ASL interpreter in Harlem, a localisation freelancer in Long Island City whose first language is Japanese, a court interpreter in Brighton Beach and a legal-translation company owner in the Financial District.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDSEVENTEENTH_ASK,
  HUNDREDSEVENTEENTH_SNOOZE,
  HUNDREDSEVENTEENTH_DONE,
  HUNDREDSEVENTEENTH_CORRECTION,
} from './held-out-hundredseventeenth-e';
import {
  HUNDREDSEVENTEENTH_REMOVE,
  HUNDREDSEVENTEENTH_RENAME,
  HUNDREDSEVENTEENTH_RAMBLE,
  HUNDREDSEVENTEENTH_UNCLEAR,
} from './held-out-hundredseventeenth-f';
import {
  HUNDREDSEVENTEENTH_GREETING,
  HUNDREDSEVENTEENTH_FEELING,
  HUNDREDSEVENTEENTH_STATEMENT,
  HUNDREDSEVENTEENTH_DECISION,
  HUNDREDSEVENTEENTH_QUESTION,
} from './held-out-hundredseventeenth-g';

export const HELD_OUT_HUNDREDSEVENTEENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDSEVENTEENTH_ASK,
  snooze: HUNDREDSEVENTEENTH_SNOOZE,
  done: HUNDREDSEVENTEENTH_DONE,
  correction: HUNDREDSEVENTEENTH_CORRECTION,
  remove: HUNDREDSEVENTEENTH_REMOVE,
  rename: HUNDREDSEVENTEENTH_RENAME,
  ramble: HUNDREDSEVENTEENTH_RAMBLE,
  unclear: HUNDREDSEVENTEENTH_UNCLEAR,
  greeting: HUNDREDSEVENTEENTH_GREETING,
  feeling: HUNDREDSEVENTEENTH_FEELING,
  statement: HUNDREDSEVENTEENTH_STATEMENT,
  decision: HUNDREDSEVENTEENTH_DECISION,
  question: HUNDREDSEVENTEENTH_QUESTION,
};

export const HELD_OUT_HUNDREDSEVENTEENTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDSEVENTEENTH_KINDS).flat();
