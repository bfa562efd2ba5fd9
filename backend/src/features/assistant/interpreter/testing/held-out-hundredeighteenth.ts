/**
 * The hundred-and-eighteenth held-out set, written by people who never saw the reader, from photographers and videographers. On London
 * time, writing day-first dates: a wedding photographer in Bristol, a content creator and videographer in Hackney, an event photographer in Leicester whose first language is Gujarati, an Edinburgh landscape photographer who writes some Scots and a school-portraits company owner in Cardiff. On New York time, writing month-first dates: a music-video director in Bushwick, a quinceañera and family photographer in Corona whose first language is Spanish, a product photographer in Chinatown whose first language is Cantonese, a real-estate photographer and drone pilot in Bay Ridge and a commercial production company owner in Chelsea.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDEIGHTEENTH_ASK,
  HUNDREDEIGHTEENTH_RECURRING,
  HUNDREDEIGHTEENTH_SNOOZE,
  HUNDREDEIGHTEENTH_CORRECTION,
  HUNDREDEIGHTEENTH_RAMBLE,
  HUNDREDEIGHTEENTH_ANSWER,
} from './held-out-hundredeighteenth-a';
import {
  HUNDREDEIGHTEENTH_GREETING,
  HUNDREDEIGHTEENTH_THANKS,
  HUNDREDEIGHTEENTH_FEELING,
  HUNDREDEIGHTEENTH_QUESTION,
  HUNDREDEIGHTEENTH_STATEMENT,
  HUNDREDEIGHTEENTH_BARE,
} from './held-out-hundredeighteenth-b';
import {
  HUNDREDEIGHTEENTH_DECISION,
  HUNDREDEIGHTEENTH_DILEMMA,
  HUNDREDEIGHTEENTH_RECALL,
  HUNDREDEIGHTEENTH_PRIORITISE,
  HUNDREDEIGHTEENTH_AGENDA,
  HUNDREDEIGHTEENTH_FREE_TIME,
} from './held-out-hundredeighteenth-c';
import {
  HUNDREDEIGHTEENTH_RENAME,
  HUNDREDEIGHTEENTH_REMOVE,
  HUNDREDEIGHTEENTH_DONE,
  HUNDREDEIGHTEENTH_UNCLEAR,
} from './held-out-hundredeighteenth-d';

export const HELD_OUT_HUNDREDEIGHTEENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDEIGHTEENTH_ASK,
  recurring: HUNDREDEIGHTEENTH_RECURRING,
  snooze: HUNDREDEIGHTEENTH_SNOOZE,
  correction: HUNDREDEIGHTEENTH_CORRECTION,
  ramble: HUNDREDEIGHTEENTH_RAMBLE,
  answer: HUNDREDEIGHTEENTH_ANSWER,
  greeting: HUNDREDEIGHTEENTH_GREETING,
  thanks: HUNDREDEIGHTEENTH_THANKS,
  feeling: HUNDREDEIGHTEENTH_FEELING,
  question: HUNDREDEIGHTEENTH_QUESTION,
  statement: HUNDREDEIGHTEENTH_STATEMENT,
  bare: HUNDREDEIGHTEENTH_BARE,
  decision: HUNDREDEIGHTEENTH_DECISION,
  dilemma: HUNDREDEIGHTEENTH_DILEMMA,
  recall: HUNDREDEIGHTEENTH_RECALL,
  prioritise: HUNDREDEIGHTEENTH_PRIORITISE,
  agenda: HUNDREDEIGHTEENTH_AGENDA,
  free_time: HUNDREDEIGHTEENTH_FREE_TIME,
  rename: HUNDREDEIGHTEENTH_RENAME,
  remove: HUNDREDEIGHTEENTH_REMOVE,
  done: HUNDREDEIGHTEENTH_DONE,
  unclear: HUNDREDEIGHTEENTH_UNCLEAR,
};

export const HELD_OUT_HUNDREDEIGHTEENTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDEIGHTEENTH_KINDS).flat();
