/**
 * The hundredth held-out set, written by people who never saw the reader, from people who keep other people's money and papers in order. On London time, writing day-first dates: a
 * self-employed bookkeeper in Bolton, an accountant with a two-person practice in Edinburgh, a mortgage
 * broker in Croydon whose first language is Yoruba, an immigration solicitor in Leicester whose first
 * language is Gujarati and an independent financial adviser in Exeter. On New York time, writing
 * month-first dates: a tax preparer in Flushing whose first language is Mandarin, an insurance agent in
 * Staten Island, a notary and paralegal in the South Bronx whose first language is Spanish, a fractional
 * CFO in Midtown and a payroll freelancer in Newark.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDTH_ASK,
  HUNDREDTH_RECURRING,
  HUNDREDTH_SNOOZE,
  HUNDREDTH_CORRECTION,
  HUNDREDTH_RAMBLE,
  HUNDREDTH_ANSWER,
} from './held-out-hundredth-a';
import {
  HUNDREDTH_GREETING,
  HUNDREDTH_THANKS,
  HUNDREDTH_FEELING,
  HUNDREDTH_QUESTION,
  HUNDREDTH_STATEMENT,
  HUNDREDTH_BARE,
} from './held-out-hundredth-b';
import {
  HUNDREDTH_DECISION,
  HUNDREDTH_DILEMMA,
  HUNDREDTH_RECALL,
  HUNDREDTH_PRIORITISE,
  HUNDREDTH_AGENDA,
  HUNDREDTH_FREE_TIME,
} from './held-out-hundredth-c';
import { HUNDREDTH_RENAME, HUNDREDTH_REMOVE, HUNDREDTH_DONE, HUNDREDTH_UNCLEAR } from './held-out-hundredth-d';

export const HELD_OUT_HUNDREDTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDTH_ASK,
  recurring: HUNDREDTH_RECURRING,
  snooze: HUNDREDTH_SNOOZE,
  correction: HUNDREDTH_CORRECTION,
  ramble: HUNDREDTH_RAMBLE,
  answer: HUNDREDTH_ANSWER,
  greeting: HUNDREDTH_GREETING,
  thanks: HUNDREDTH_THANKS,
  feeling: HUNDREDTH_FEELING,
  question: HUNDREDTH_QUESTION,
  statement: HUNDREDTH_STATEMENT,
  bare: HUNDREDTH_BARE,
  decision: HUNDREDTH_DECISION,
  dilemma: HUNDREDTH_DILEMMA,
  recall: HUNDREDTH_RECALL,
  prioritise: HUNDREDTH_PRIORITISE,
  agenda: HUNDREDTH_AGENDA,
  free_time: HUNDREDTH_FREE_TIME,
  rename: HUNDREDTH_RENAME,
  remove: HUNDREDTH_REMOVE,
  done: HUNDREDTH_DONE,
  unclear: HUNDREDTH_UNCLEAR,
};

export const HELD_OUT_HUNDREDTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDTH_KINDS).flat();
