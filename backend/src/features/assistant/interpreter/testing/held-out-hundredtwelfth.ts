/**
 * The hundred-and-twelfth held-out set, written by people who never saw the reader, from cleaning and home services. On London
 * time, writing day-first dates: a domestic cleaning round owner in Sheffield, a window cleaner in Croydon, an office cleaning contractor in Reading whose first language is Polish, a carpet and upholstery cleaner in Edinburgh who writes some Scots and a pest control and deep-clean firm owner in Birmingham. On New York time, writing month-first dates: a house cleaning business owner in Jackson Heights whose first language is Spanish, a handyman in the Bronx, a laundromat owner in Sunset Park whose first language is Vietnamese, a gutter and power-washing contractor on Staten Island and a professional organiser in Brooklyn Heights.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDTWELFTH_ASK,
  HUNDREDTWELFTH_RECURRING,
  HUNDREDTWELFTH_SNOOZE,
  HUNDREDTWELFTH_CORRECTION,
  HUNDREDTWELFTH_RAMBLE,
  HUNDREDTWELFTH_ANSWER,
} from './held-out-hundredtwelfth-a';
import {
  HUNDREDTWELFTH_GREETING,
  HUNDREDTWELFTH_THANKS,
  HUNDREDTWELFTH_FEELING,
  HUNDREDTWELFTH_QUESTION,
  HUNDREDTWELFTH_STATEMENT,
  HUNDREDTWELFTH_BARE,
} from './held-out-hundredtwelfth-b';
import {
  HUNDREDTWELFTH_DECISION,
  HUNDREDTWELFTH_DILEMMA,
  HUNDREDTWELFTH_RECALL,
  HUNDREDTWELFTH_PRIORITISE,
  HUNDREDTWELFTH_AGENDA,
  HUNDREDTWELFTH_FREE_TIME,
} from './held-out-hundredtwelfth-c';
import { HUNDREDTWELFTH_RENAME, HUNDREDTWELFTH_REMOVE, HUNDREDTWELFTH_DONE, HUNDREDTWELFTH_UNCLEAR } from './held-out-hundredtwelfth-d';

export const HELD_OUT_HUNDREDTWELFTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDTWELFTH_ASK,
  recurring: HUNDREDTWELFTH_RECURRING,
  snooze: HUNDREDTWELFTH_SNOOZE,
  correction: HUNDREDTWELFTH_CORRECTION,
  ramble: HUNDREDTWELFTH_RAMBLE,
  answer: HUNDREDTWELFTH_ANSWER,
  greeting: HUNDREDTWELFTH_GREETING,
  thanks: HUNDREDTWELFTH_THANKS,
  feeling: HUNDREDTWELFTH_FEELING,
  question: HUNDREDTWELFTH_QUESTION,
  statement: HUNDREDTWELFTH_STATEMENT,
  bare: HUNDREDTWELFTH_BARE,
  decision: HUNDREDTWELFTH_DECISION,
  dilemma: HUNDREDTWELFTH_DILEMMA,
  recall: HUNDREDTWELFTH_RECALL,
  prioritise: HUNDREDTWELFTH_PRIORITISE,
  agenda: HUNDREDTWELFTH_AGENDA,
  free_time: HUNDREDTWELFTH_FREE_TIME,
  rename: HUNDREDTWELFTH_RENAME,
  remove: HUNDREDTWELFTH_REMOVE,
  done: HUNDREDTWELFTH_DONE,
  unclear: HUNDREDTWELFTH_UNCLEAR,
};

export const HELD_OUT_HUNDREDTWELFTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDTWELFTH_KINDS).flat();
