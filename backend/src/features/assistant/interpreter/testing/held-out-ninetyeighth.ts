/**
 * The ninety-eighth held-out set, written by people who never saw the reader, from people who run shops and sell online. On London time, writing day-first dates: a florist in Harrogate,
 * a vintage clothes reseller in Leeds who sells on Depop, a second-hand bookshop owner in Hay-on-Wye, a
 * barber shop owner in Birmingham whose first language is Urdu and a phone repair shop owner in
 * Nottingham whose first language is Kurdish. On New York time, writing month-first dates: a bodega owner
 * in the Bronx whose first language is Arabic, a sneaker reseller in Harlem, a nail salon owner in
 * Elmhurst whose first language is Vietnamese, a candle maker in Staten Island who sells on Etsy and a
 * hardware store owner in Hoboken.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  NINETYEIGHTH_ASK,
  NINETYEIGHTH_RECURRING,
  NINETYEIGHTH_SNOOZE,
  NINETYEIGHTH_CORRECTION,
  NINETYEIGHTH_RAMBLE,
  NINETYEIGHTH_ANSWER,
} from './held-out-ninetyeighth-a';
import {
  NINETYEIGHTH_GREETING,
  NINETYEIGHTH_THANKS,
  NINETYEIGHTH_FEELING,
  NINETYEIGHTH_QUESTION,
  NINETYEIGHTH_STATEMENT,
  NINETYEIGHTH_BARE,
} from './held-out-ninetyeighth-b';
import {
  NINETYEIGHTH_DECISION,
  NINETYEIGHTH_DILEMMA,
  NINETYEIGHTH_RECALL,
  NINETYEIGHTH_PRIORITISE,
  NINETYEIGHTH_AGENDA,
  NINETYEIGHTH_FREE_TIME,
} from './held-out-ninetyeighth-c';
import { NINETYEIGHTH_RENAME, NINETYEIGHTH_REMOVE, NINETYEIGHTH_DONE, NINETYEIGHTH_UNCLEAR } from './held-out-ninetyeighth-d';

export const HELD_OUT_NINETYEIGHTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: NINETYEIGHTH_ASK,
  recurring: NINETYEIGHTH_RECURRING,
  snooze: NINETYEIGHTH_SNOOZE,
  correction: NINETYEIGHTH_CORRECTION,
  ramble: NINETYEIGHTH_RAMBLE,
  answer: NINETYEIGHTH_ANSWER,
  greeting: NINETYEIGHTH_GREETING,
  thanks: NINETYEIGHTH_THANKS,
  feeling: NINETYEIGHTH_FEELING,
  question: NINETYEIGHTH_QUESTION,
  statement: NINETYEIGHTH_STATEMENT,
  bare: NINETYEIGHTH_BARE,
  decision: NINETYEIGHTH_DECISION,
  dilemma: NINETYEIGHTH_DILEMMA,
  recall: NINETYEIGHTH_RECALL,
  prioritise: NINETYEIGHTH_PRIORITISE,
  agenda: NINETYEIGHTH_AGENDA,
  free_time: NINETYEIGHTH_FREE_TIME,
  rename: NINETYEIGHTH_RENAME,
  remove: NINETYEIGHTH_REMOVE,
  done: NINETYEIGHTH_DONE,
  unclear: NINETYEIGHTH_UNCLEAR,
};

export const HELD_OUT_NINETYEIGHTH: HeldOutItem[] = Object.values(HELD_OUT_NINETYEIGHTH_KINDS).flat();
