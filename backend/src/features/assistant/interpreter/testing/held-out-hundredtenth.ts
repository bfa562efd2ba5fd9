/**
 * The hundred-and-tenth held-out set, written by people who never saw the reader, from builders and the building trades. On London
 * time, writing day-first dates: a roofer in Leeds, a plumbing and heating engineer in Glasgow who writes some Scots, a site manager on a housing job in Milton Keynes, an electrician in Belfast and a decorator in Ealing whose first language is Romanian. On New York time, writing month-first dates: a general contractor in Queens, a tile setter in Washington Heights whose first language is Spanish, a brownstone restoration carpenter in Park Slope, an HVAC technician in Yonkers and a landscaper on Long Island.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDTENTH_ASK,
  HUNDREDTENTH_RECURRING,
  HUNDREDTENTH_SNOOZE,
  HUNDREDTENTH_CORRECTION,
  HUNDREDTENTH_RAMBLE,
  HUNDREDTENTH_ANSWER,
} from './held-out-hundredtenth-a';
import {
  HUNDREDTENTH_GREETING,
  HUNDREDTENTH_THANKS,
  HUNDREDTENTH_FEELING,
  HUNDREDTENTH_QUESTION,
  HUNDREDTENTH_STATEMENT,
  HUNDREDTENTH_BARE,
} from './held-out-hundredtenth-b';
import {
  HUNDREDTENTH_DECISION,
  HUNDREDTENTH_DILEMMA,
  HUNDREDTENTH_RECALL,
  HUNDREDTENTH_PRIORITISE,
  HUNDREDTENTH_AGENDA,
  HUNDREDTENTH_FREE_TIME,
} from './held-out-hundredtenth-c';
import { HUNDREDTENTH_RENAME, HUNDREDTENTH_REMOVE, HUNDREDTENTH_DONE, HUNDREDTENTH_UNCLEAR } from './held-out-hundredtenth-d';

export const HELD_OUT_HUNDREDTENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDTENTH_ASK,
  recurring: HUNDREDTENTH_RECURRING,
  snooze: HUNDREDTENTH_SNOOZE,
  correction: HUNDREDTENTH_CORRECTION,
  ramble: HUNDREDTENTH_RAMBLE,
  answer: HUNDREDTENTH_ANSWER,
  greeting: HUNDREDTENTH_GREETING,
  thanks: HUNDREDTENTH_THANKS,
  feeling: HUNDREDTENTH_FEELING,
  question: HUNDREDTENTH_QUESTION,
  statement: HUNDREDTENTH_STATEMENT,
  bare: HUNDREDTENTH_BARE,
  decision: HUNDREDTENTH_DECISION,
  dilemma: HUNDREDTENTH_DILEMMA,
  recall: HUNDREDTENTH_RECALL,
  prioritise: HUNDREDTENTH_PRIORITISE,
  agenda: HUNDREDTENTH_AGENDA,
  free_time: HUNDREDTENTH_FREE_TIME,
  rename: HUNDREDTENTH_RENAME,
  remove: HUNDREDTENTH_REMOVE,
  done: HUNDREDTENTH_DONE,
  unclear: HUNDREDTENTH_UNCLEAR,
};

/** Two writers wrote the same message ("ok pues", from New York, with no conversation) with the same reading: it is measured once. */
const measuredOnce = (items: HeldOutItem[]) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = JSON.stringify([item.timeZone, item.text, item.conversation ?? null, item.dayFirst ?? null]);
    return !seen.has(key) && Boolean(seen.add(key));
  });
};

export const HELD_OUT_HUNDREDTENTH: HeldOutItem[] = measuredOnce(Object.values(HELD_OUT_HUNDREDTENTH_KINDS).flat());
