/**
 * The hundred-and-twenty-second held-out set, written by people who never saw the reader, from florists and wedding
 * and funeral celebrants. On London time, writing day-first dates: a florist in Leicester whose first language is
 * Gujarati, a humanist funeral and wedding celebrant in Cardiff, a market-stall flower seller in Leeds, a wedding
 * florist in the Cotswolds and an independent celebrant in Glasgow who writes some Scots. On New York time, writing
 * month-first dates: a florist in the Bronx whose first language is Spanish, an ikebana teacher and event florist
 * in the East Village whose first language is Japanese, a wedding officiant and MC in Queens, a funeral home floral
 * buyer on Staten Island and a floral design studio owner on the Upper West Side. Every message is read at
 * Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDTWENTYSECOND_ASK,
  HUNDREDTWENTYSECOND_RECURRING,
  HUNDREDTWENTYSECOND_SNOOZE,
  HUNDREDTWENTYSECOND_CORRECTION,
  HUNDREDTWENTYSECOND_RAMBLE,
  HUNDREDTWENTYSECOND_ANSWER,
} from './held-out-hundredtwentysecond-a';
import {
  HUNDREDTWENTYSECOND_GREETING,
  HUNDREDTWENTYSECOND_THANKS,
  HUNDREDTWENTYSECOND_FEELING,
  HUNDREDTWENTYSECOND_QUESTION,
  HUNDREDTWENTYSECOND_STATEMENT,
  HUNDREDTWENTYSECOND_BARE,
} from './held-out-hundredtwentysecond-b';
import {
  HUNDREDTWENTYSECOND_DECISION,
  HUNDREDTWENTYSECOND_DILEMMA,
  HUNDREDTWENTYSECOND_RECALL,
  HUNDREDTWENTYSECOND_PRIORITISE,
  HUNDREDTWENTYSECOND_AGENDA,
  HUNDREDTWENTYSECOND_FREE_TIME,
} from './held-out-hundredtwentysecond-c';
import {
  HUNDREDTWENTYSECOND_RENAME,
  HUNDREDTWENTYSECOND_REMOVE,
  HUNDREDTWENTYSECOND_DONE,
  HUNDREDTWENTYSECOND_UNCLEAR,
} from './held-out-hundredtwentysecond-d';

export const HELD_OUT_HUNDREDTWENTYSECOND_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDTWENTYSECOND_ASK,
  recurring: HUNDREDTWENTYSECOND_RECURRING,
  snooze: HUNDREDTWENTYSECOND_SNOOZE,
  correction: HUNDREDTWENTYSECOND_CORRECTION,
  ramble: HUNDREDTWENTYSECOND_RAMBLE,
  answer: HUNDREDTWENTYSECOND_ANSWER,
  greeting: HUNDREDTWENTYSECOND_GREETING,
  thanks: HUNDREDTWENTYSECOND_THANKS,
  feeling: HUNDREDTWENTYSECOND_FEELING,
  question: HUNDREDTWENTYSECOND_QUESTION,
  statement: HUNDREDTWENTYSECOND_STATEMENT,
  bare: HUNDREDTWENTYSECOND_BARE,
  decision: HUNDREDTWENTYSECOND_DECISION,
  dilemma: HUNDREDTWENTYSECOND_DILEMMA,
  recall: HUNDREDTWENTYSECOND_RECALL,
  prioritise: HUNDREDTWENTYSECOND_PRIORITISE,
  agenda: HUNDREDTWENTYSECOND_AGENDA,
  free_time: HUNDREDTWENTYSECOND_FREE_TIME,
  rename: HUNDREDTWENTYSECOND_RENAME,
  remove: HUNDREDTWENTYSECOND_REMOVE,
  done: HUNDREDTWENTYSECOND_DONE,
  unclear: HUNDREDTWENTYSECOND_UNCLEAR,
};

export const HELD_OUT_HUNDREDTWENTYSECOND: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDTWENTYSECOND_KINDS).flat();
