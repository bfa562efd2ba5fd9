/**
 * The hundred-and-twentieth held-out set, written by people who never saw the reader, from tailors, dressmakers,
 * alterations shops and cobblers. On London time, writing day-first dates: a bridal alterations seamstress in Southall
 * whose first language is Punjabi, a shoe repairer and key cutter in Bermondsey, a Glasgow kilt maker who writes some
 * Scots, a bespoke suit tailor in Peckham and a curtain and upholstery maker in Harrogate. On New York time, writing
 * month-first dates: a dry cleaner and alterations shop owner in Jackson Heights whose first language is Spanish, a
 * custom shirt maker in Koreatown whose first language is Korean, a theatre and drag costume designer in Harlem, a
 * cobbler and leather repairer in Bensonhurst and a made-to-measure bridal studio owner in Tribeca. Every message is
 * read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDTWENTIETH_ASK,
  HUNDREDTWENTIETH_RECURRING,
  HUNDREDTWENTIETH_SNOOZE,
  HUNDREDTWENTIETH_CORRECTION,
  HUNDREDTWENTIETH_RAMBLE,
  HUNDREDTWENTIETH_ANSWER,
} from './held-out-hundredtwentieth-a';
import {
  HUNDREDTWENTIETH_GREETING,
  HUNDREDTWENTIETH_THANKS,
  HUNDREDTWENTIETH_FEELING,
  HUNDREDTWENTIETH_QUESTION,
  HUNDREDTWENTIETH_STATEMENT,
  HUNDREDTWENTIETH_BARE,
} from './held-out-hundredtwentieth-b';
import {
  HUNDREDTWENTIETH_DECISION,
  HUNDREDTWENTIETH_DILEMMA,
  HUNDREDTWENTIETH_RECALL,
  HUNDREDTWENTIETH_PRIORITISE,
  HUNDREDTWENTIETH_AGENDA,
  HUNDREDTWENTIETH_FREE_TIME,
} from './held-out-hundredtwentieth-c';
import {
  HUNDREDTWENTIETH_RENAME,
  HUNDREDTWENTIETH_REMOVE,
  HUNDREDTWENTIETH_DONE,
  HUNDREDTWENTIETH_UNCLEAR,
} from './held-out-hundredtwentieth-d';

export const HELD_OUT_HUNDREDTWENTIETH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDTWENTIETH_ASK,
  recurring: HUNDREDTWENTIETH_RECURRING,
  snooze: HUNDREDTWENTIETH_SNOOZE,
  correction: HUNDREDTWENTIETH_CORRECTION,
  ramble: HUNDREDTWENTIETH_RAMBLE,
  answer: HUNDREDTWENTIETH_ANSWER,
  greeting: HUNDREDTWENTIETH_GREETING,
  thanks: HUNDREDTWENTIETH_THANKS,
  feeling: HUNDREDTWENTIETH_FEELING,
  question: HUNDREDTWENTIETH_QUESTION,
  statement: HUNDREDTWENTIETH_STATEMENT,
  bare: HUNDREDTWENTIETH_BARE,
  decision: HUNDREDTWENTIETH_DECISION,
  dilemma: HUNDREDTWENTIETH_DILEMMA,
  recall: HUNDREDTWENTIETH_RECALL,
  prioritise: HUNDREDTWENTIETH_PRIORITISE,
  agenda: HUNDREDTWENTIETH_AGENDA,
  free_time: HUNDREDTWENTIETH_FREE_TIME,
  rename: HUNDREDTWENTIETH_RENAME,
  remove: HUNDREDTWENTIETH_REMOVE,
  done: HUNDREDTWENTIETH_DONE,
  unclear: HUNDREDTWENTIETH_UNCLEAR,
};

export const HELD_OUT_HUNDREDTWENTIETH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDTWENTIETH_KINDS).flat();
