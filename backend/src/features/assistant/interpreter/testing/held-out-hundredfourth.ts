/**
 * The hundred-and-fourth held-out set, written by people who never saw the reader, from people who work in hair, beauty and body care. On London time, writing day-first dates: a barber in
 * Peckham, a mobile nail technician in Leicester whose first language is Gujarati, a lash and brow artist in
 * Cardiff, a tattoo artist in Brighton and a massage therapist in Edinburgh. On New York time, writing
 * month-first dates: a hair salon owner in Bushwick whose first language is Spanish, a bridal makeup artist
 * in Astoria whose first language is Greek, a braider in Flatbush, a day spa owner in Tribeca and an
 * esthetician in Forest Hills.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDFOURTH_ASK,
  HUNDREDFOURTH_RECURRING,
  HUNDREDFOURTH_SNOOZE,
  HUNDREDFOURTH_CORRECTION,
  HUNDREDFOURTH_RAMBLE,
  HUNDREDFOURTH_ANSWER,
} from './held-out-hundredfourth-a';
import {
  HUNDREDFOURTH_GREETING,
  HUNDREDFOURTH_THANKS,
  HUNDREDFOURTH_FEELING,
  HUNDREDFOURTH_QUESTION,
  HUNDREDFOURTH_STATEMENT,
  HUNDREDFOURTH_BARE,
} from './held-out-hundredfourth-b';
import {
  HUNDREDFOURTH_DECISION,
  HUNDREDFOURTH_DILEMMA,
  HUNDREDFOURTH_RECALL,
  HUNDREDFOURTH_PRIORITISE,
  HUNDREDFOURTH_AGENDA,
  HUNDREDFOURTH_FREE_TIME,
} from './held-out-hundredfourth-c';
import { HUNDREDFOURTH_RENAME, HUNDREDFOURTH_REMOVE, HUNDREDFOURTH_DONE, HUNDREDFOURTH_UNCLEAR } from './held-out-hundredfourth-d';

export const HELD_OUT_HUNDREDFOURTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDFOURTH_ASK,
  recurring: HUNDREDFOURTH_RECURRING,
  snooze: HUNDREDFOURTH_SNOOZE,
  correction: HUNDREDFOURTH_CORRECTION,
  ramble: HUNDREDFOURTH_RAMBLE,
  answer: HUNDREDFOURTH_ANSWER,
  greeting: HUNDREDFOURTH_GREETING,
  thanks: HUNDREDFOURTH_THANKS,
  feeling: HUNDREDFOURTH_FEELING,
  question: HUNDREDFOURTH_QUESTION,
  statement: HUNDREDFOURTH_STATEMENT,
  bare: HUNDREDFOURTH_BARE,
  decision: HUNDREDFOURTH_DECISION,
  dilemma: HUNDREDFOURTH_DILEMMA,
  recall: HUNDREDFOURTH_RECALL,
  prioritise: HUNDREDFOURTH_PRIORITISE,
  agenda: HUNDREDFOURTH_AGENDA,
  free_time: HUNDREDFOURTH_FREE_TIME,
  rename: HUNDREDFOURTH_RENAME,
  remove: HUNDREDFOURTH_REMOVE,
  done: HUNDREDFOURTH_DONE,
  unclear: HUNDREDFOURTH_UNCLEAR,
};

export const HELD_OUT_HUNDREDFOURTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDFOURTH_KINDS).flat();
