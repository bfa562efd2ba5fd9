/**
 * The hundred-and-second held-out set, written by people who never saw the reader, from people who design and make creative work for clients. On London time, writing day-first dates: a
 * freelance graphic designer in Hackney whose first language is Bengali, an architect with a two-person
 * practice in Bath, an interior designer in Harrogate, a wedding and events videographer in Newcastle and
 * a sign-writer and mural painter in Margate. On New York time, writing month-first dates: a UX
 * freelancer in Williamsburg, a copywriter in Park Slope, an illustrator in Sunnyside whose first language
 * is Korean, a brand studio owner in SoHo and a freelance video editor in Jackson Heights whose first
 * language is Spanish.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDSECOND_ASK,
  HUNDREDSECOND_RECURRING,
  HUNDREDSECOND_SNOOZE,
  HUNDREDSECOND_CORRECTION,
  HUNDREDSECOND_RAMBLE,
  HUNDREDSECOND_ANSWER,
} from './held-out-hundredsecond-a';
import {
  HUNDREDSECOND_GREETING,
  HUNDREDSECOND_THANKS,
  HUNDREDSECOND_FEELING,
  HUNDREDSECOND_QUESTION,
  HUNDREDSECOND_STATEMENT,
  HUNDREDSECOND_BARE,
} from './held-out-hundredsecond-b';
import {
  HUNDREDSECOND_DECISION,
  HUNDREDSECOND_DILEMMA,
  HUNDREDSECOND_RECALL,
  HUNDREDSECOND_PRIORITISE,
  HUNDREDSECOND_AGENDA,
  HUNDREDSECOND_FREE_TIME,
} from './held-out-hundredsecond-c';
import { HUNDREDSECOND_RENAME, HUNDREDSECOND_REMOVE, HUNDREDSECOND_DONE, HUNDREDSECOND_UNCLEAR } from './held-out-hundredsecond-d';

export const HELD_OUT_HUNDREDSECOND_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDSECOND_ASK,
  recurring: HUNDREDSECOND_RECURRING,
  snooze: HUNDREDSECOND_SNOOZE,
  correction: HUNDREDSECOND_CORRECTION,
  ramble: HUNDREDSECOND_RAMBLE,
  answer: HUNDREDSECOND_ANSWER,
  greeting: HUNDREDSECOND_GREETING,
  thanks: HUNDREDSECOND_THANKS,
  feeling: HUNDREDSECOND_FEELING,
  question: HUNDREDSECOND_QUESTION,
  statement: HUNDREDSECOND_STATEMENT,
  bare: HUNDREDSECOND_BARE,
  decision: HUNDREDSECOND_DECISION,
  dilemma: HUNDREDSECOND_DILEMMA,
  recall: HUNDREDSECOND_RECALL,
  prioritise: HUNDREDSECOND_PRIORITISE,
  agenda: HUNDREDSECOND_AGENDA,
  free_time: HUNDREDSECOND_FREE_TIME,
  rename: HUNDREDSECOND_RENAME,
  remove: HUNDREDSECOND_REMOVE,
  done: HUNDREDSECOND_DONE,
  unclear: HUNDREDSECOND_UNCLEAR,
};

export const HELD_OUT_HUNDREDSECOND: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDSECOND_KINDS).flat();
