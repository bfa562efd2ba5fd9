/**
 * The hundred-and-nineteenth held-out set, written by people who never saw the reader, from locksmiths, security installers and pest control. On London
 * time, writing day-first dates: an emergency locksmith in Lewisham, a pest-control technician in Manchester, a CCTV and alarm installer in Luton whose first language is Romanian, a security-guard firm owner in Aberdeen who writes some Scots and a pest-control and bird-proofing business owner in Leicester. On New York time, writing month-first dates: a locksmith in the Bronx whose first language is Spanish, an exterminator in Harlem, an access-control installer in Sunset Park whose first language is Vietnamese, an alarm-monitoring company owner on Staten Island and a security consultant in Midtown.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDNINETEENTH_ASK,
  HUNDREDNINETEENTH_SNOOZE,
  HUNDREDNINETEENTH_DONE,
  HUNDREDNINETEENTH_CORRECTION,
} from './held-out-hundrednineteenth-e';
import {
  HUNDREDNINETEENTH_REMOVE,
  HUNDREDNINETEENTH_RENAME,
  HUNDREDNINETEENTH_RAMBLE,
  HUNDREDNINETEENTH_UNCLEAR,
} from './held-out-hundrednineteenth-f';
import {
  HUNDREDNINETEENTH_GREETING,
  HUNDREDNINETEENTH_FEELING,
  HUNDREDNINETEENTH_STATEMENT,
  HUNDREDNINETEENTH_DECISION,
  HUNDREDNINETEENTH_QUESTION,
} from './held-out-hundrednineteenth-g';

export const HELD_OUT_HUNDREDNINETEENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDNINETEENTH_ASK,
  snooze: HUNDREDNINETEENTH_SNOOZE,
  done: HUNDREDNINETEENTH_DONE,
  correction: HUNDREDNINETEENTH_CORRECTION,
  remove: HUNDREDNINETEENTH_REMOVE,
  rename: HUNDREDNINETEENTH_RENAME,
  ramble: HUNDREDNINETEENTH_RAMBLE,
  unclear: HUNDREDNINETEENTH_UNCLEAR,
  greeting: HUNDREDNINETEENTH_GREETING,
  feeling: HUNDREDNINETEENTH_FEELING,
  statement: HUNDREDNINETEENTH_STATEMENT,
  decision: HUNDREDNINETEENTH_DECISION,
  question: HUNDREDNINETEENTH_QUESTION,
};

export const HELD_OUT_HUNDREDNINETEENTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDNINETEENTH_KINDS).flat();
