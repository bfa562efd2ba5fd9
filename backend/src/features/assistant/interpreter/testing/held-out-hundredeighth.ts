/**
 * The hundred-and-eighth held-out set, written by people who never saw the reader, from musicians, performers and the people who run their stages. On London time, writing day-first dates: a
 * wedding band leader in Birmingham, a piano teacher and accompanist in Edinburgh, a recording studio owner in
 * Peckham, a touring folk singer in Norwich and a DJ in Liverpool whose first language is Yoruba. On New York
 * time, writing month-first dates: a jazz trumpeter in Harlem, a session drummer in Bushwick, a stand-up
 * comedian in the East Village, a choir director in Queens whose first language is Korean and a theatre stage
 * manager in Hell's Kitchen.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDEIGHTH_ASK,
  HUNDREDEIGHTH_RECURRING,
  HUNDREDEIGHTH_SNOOZE,
  HUNDREDEIGHTH_CORRECTION,
  HUNDREDEIGHTH_RAMBLE,
  HUNDREDEIGHTH_ANSWER,
} from './held-out-hundredeighth-a';
import {
  HUNDREDEIGHTH_GREETING,
  HUNDREDEIGHTH_THANKS,
  HUNDREDEIGHTH_FEELING,
  HUNDREDEIGHTH_QUESTION,
  HUNDREDEIGHTH_STATEMENT,
  HUNDREDEIGHTH_BARE,
} from './held-out-hundredeighth-b';
import {
  HUNDREDEIGHTH_DECISION,
  HUNDREDEIGHTH_DILEMMA,
  HUNDREDEIGHTH_RECALL,
  HUNDREDEIGHTH_PRIORITISE,
  HUNDREDEIGHTH_AGENDA,
  HUNDREDEIGHTH_FREE_TIME,
} from './held-out-hundredeighth-c';
import { HUNDREDEIGHTH_RENAME, HUNDREDEIGHTH_REMOVE, HUNDREDEIGHTH_DONE, HUNDREDEIGHTH_UNCLEAR } from './held-out-hundredeighth-d';

export const HELD_OUT_HUNDREDEIGHTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDEIGHTH_ASK,
  recurring: HUNDREDEIGHTH_RECURRING,
  snooze: HUNDREDEIGHTH_SNOOZE,
  correction: HUNDREDEIGHTH_CORRECTION,
  ramble: HUNDREDEIGHTH_RAMBLE,
  answer: HUNDREDEIGHTH_ANSWER,
  greeting: HUNDREDEIGHTH_GREETING,
  thanks: HUNDREDEIGHTH_THANKS,
  feeling: HUNDREDEIGHTH_FEELING,
  question: HUNDREDEIGHTH_QUESTION,
  statement: HUNDREDEIGHTH_STATEMENT,
  bare: HUNDREDEIGHTH_BARE,
  decision: HUNDREDEIGHTH_DECISION,
  dilemma: HUNDREDEIGHTH_DILEMMA,
  recall: HUNDREDEIGHTH_RECALL,
  prioritise: HUNDREDEIGHTH_PRIORITISE,
  agenda: HUNDREDEIGHTH_AGENDA,
  free_time: HUNDREDEIGHTH_FREE_TIME,
  rename: HUNDREDEIGHTH_RENAME,
  remove: HUNDREDEIGHTH_REMOVE,
  done: HUNDREDEIGHTH_DONE,
  unclear: HUNDREDEIGHTH_UNCLEAR,
};

/** Two writers wrote three of the same messages ("hmm", "?", "whit's on the morn?") with the same readings: each is measured once. */
const measuredOnce = (items: HeldOutItem[]) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = JSON.stringify([item.timeZone, item.text, item.conversation ?? null, item.dayFirst ?? null]);
    return !seen.has(key) && Boolean(seen.add(key));
  });
};

export const HELD_OUT_HUNDREDEIGHTH: HeldOutItem[] = measuredOnce(Object.values(HELD_OUT_HUNDREDEIGHTH_KINDS).flat());
