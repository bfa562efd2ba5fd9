/**
 * The hundred-and-fourteenth held-out set, written by people who never saw the reader, from tutors, coaches and fitness instructors. On London
 * time, writing day-first dates: a maths and science tutor in Leeds, a personal trainer in Wembley, a swimming teacher in Coventry whose first language is Polish, a Glasgow driving instructor who writes some Scots and a martial arts club owner in Bradford. On New York time, writing month-first dates: an ESL and SAT tutor in Washington Heights whose first language is Spanish, a boxing coach in Bed-Stuy, a Pilates studio owner in Koreatown whose first language is Korean, a baseball coach and batting-cage owner on Long Island and a career coach on the Upper West Side.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDFOURTEENTH_ASK,
  HUNDREDFOURTEENTH_RECURRING,
  HUNDREDFOURTEENTH_SNOOZE,
  HUNDREDFOURTEENTH_CORRECTION,
  HUNDREDFOURTEENTH_RAMBLE,
  HUNDREDFOURTEENTH_ANSWER,
} from './held-out-hundredfourteenth-a';
import {
  HUNDREDFOURTEENTH_GREETING,
  HUNDREDFOURTEENTH_THANKS,
  HUNDREDFOURTEENTH_FEELING,
  HUNDREDFOURTEENTH_QUESTION,
  HUNDREDFOURTEENTH_STATEMENT,
  HUNDREDFOURTEENTH_BARE,
} from './held-out-hundredfourteenth-b';
import {
  HUNDREDFOURTEENTH_DECISION,
  HUNDREDFOURTEENTH_DILEMMA,
  HUNDREDFOURTEENTH_RECALL,
  HUNDREDFOURTEENTH_PRIORITISE,
  HUNDREDFOURTEENTH_AGENDA,
  HUNDREDFOURTEENTH_FREE_TIME,
} from './held-out-hundredfourteenth-c';
import {
  HUNDREDFOURTEENTH_RENAME,
  HUNDREDFOURTEENTH_REMOVE,
  HUNDREDFOURTEENTH_DONE,
  HUNDREDFOURTEENTH_UNCLEAR,
} from './held-out-hundredfourteenth-d';

export const HELD_OUT_HUNDREDFOURTEENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDFOURTEENTH_ASK,
  recurring: HUNDREDFOURTEENTH_RECURRING,
  snooze: HUNDREDFOURTEENTH_SNOOZE,
  correction: HUNDREDFOURTEENTH_CORRECTION,
  ramble: HUNDREDFOURTEENTH_RAMBLE,
  answer: HUNDREDFOURTEENTH_ANSWER,
  greeting: HUNDREDFOURTEENTH_GREETING,
  thanks: HUNDREDFOURTEENTH_THANKS,
  feeling: HUNDREDFOURTEENTH_FEELING,
  question: HUNDREDFOURTEENTH_QUESTION,
  statement: HUNDREDFOURTEENTH_STATEMENT,
  bare: HUNDREDFOURTEENTH_BARE,
  decision: HUNDREDFOURTEENTH_DECISION,
  dilemma: HUNDREDFOURTEENTH_DILEMMA,
  recall: HUNDREDFOURTEENTH_RECALL,
  prioritise: HUNDREDFOURTEENTH_PRIORITISE,
  agenda: HUNDREDFOURTEENTH_AGENDA,
  free_time: HUNDREDFOURTEENTH_FREE_TIME,
  rename: HUNDREDFOURTEENTH_RENAME,
  remove: HUNDREDFOURTEENTH_REMOVE,
  done: HUNDREDFOURTEENTH_DONE,
  unclear: HUNDREDFOURTEENTH_UNCLEAR,
};

export const HELD_OUT_HUNDREDFOURTEENTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDFOURTEENTH_KINDS).flat();
