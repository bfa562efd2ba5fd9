/**
 * The hundred-and-sixteenth held-out set, written by people who never saw the reader, from mechanics, garages and car-care businesses. On London
 * time, writing day-first dates: an MOT and repair garage owner in Doncaster, a mobile car valeter in Slough, a mobile tyre fitter in Northampton whose first language is Polish, a classic-car restorer in Dundee who writes some Scots and a body shop and car-hire owner in Birmingham. On New York time, writing month-first dates: a mechanic in the South Bronx whose first language is Spanish, a tow-truck owner-operator in East New York, an EV-charger installer in Flushing whose first language is Mandarin, a used-car dealer on Staten Island and a fleet-maintenance consultant in Midtown.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDSIXTEENTH_ASK,
  HUNDREDSIXTEENTH_RECURRING,
  HUNDREDSIXTEENTH_SNOOZE,
  HUNDREDSIXTEENTH_CORRECTION,
  HUNDREDSIXTEENTH_RAMBLE,
  HUNDREDSIXTEENTH_ANSWER,
} from './held-out-hundredsixteenth-a';
import {
  HUNDREDSIXTEENTH_GREETING,
  HUNDREDSIXTEENTH_THANKS,
  HUNDREDSIXTEENTH_FEELING,
  HUNDREDSIXTEENTH_QUESTION,
  HUNDREDSIXTEENTH_STATEMENT,
  HUNDREDSIXTEENTH_BARE,
} from './held-out-hundredsixteenth-b';
import {
  HUNDREDSIXTEENTH_DECISION,
  HUNDREDSIXTEENTH_DILEMMA,
  HUNDREDSIXTEENTH_RECALL,
  HUNDREDSIXTEENTH_PRIORITISE,
  HUNDREDSIXTEENTH_AGENDA,
  HUNDREDSIXTEENTH_FREE_TIME,
} from './held-out-hundredsixteenth-c';
import {
  HUNDREDSIXTEENTH_RENAME,
  HUNDREDSIXTEENTH_REMOVE,
  HUNDREDSIXTEENTH_DONE,
  HUNDREDSIXTEENTH_UNCLEAR,
} from './held-out-hundredsixteenth-d';

export const HELD_OUT_HUNDREDSIXTEENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDSIXTEENTH_ASK,
  recurring: HUNDREDSIXTEENTH_RECURRING,
  snooze: HUNDREDSIXTEENTH_SNOOZE,
  correction: HUNDREDSIXTEENTH_CORRECTION,
  ramble: HUNDREDSIXTEENTH_RAMBLE,
  answer: HUNDREDSIXTEENTH_ANSWER,
  greeting: HUNDREDSIXTEENTH_GREETING,
  thanks: HUNDREDSIXTEENTH_THANKS,
  feeling: HUNDREDSIXTEENTH_FEELING,
  question: HUNDREDSIXTEENTH_QUESTION,
  statement: HUNDREDSIXTEENTH_STATEMENT,
  bare: HUNDREDSIXTEENTH_BARE,
  decision: HUNDREDSIXTEENTH_DECISION,
  dilemma: HUNDREDSIXTEENTH_DILEMMA,
  recall: HUNDREDSIXTEENTH_RECALL,
  prioritise: HUNDREDSIXTEENTH_PRIORITISE,
  agenda: HUNDREDSIXTEENTH_AGENDA,
  free_time: HUNDREDSIXTEENTH_FREE_TIME,
  rename: HUNDREDSIXTEENTH_RENAME,
  remove: HUNDREDSIXTEENTH_REMOVE,
  done: HUNDREDSIXTEENTH_DONE,
  unclear: HUNDREDSIXTEENTH_UNCLEAR,
};

export const HELD_OUT_HUNDREDSIXTEENTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDSIXTEENTH_KINDS).flat();
