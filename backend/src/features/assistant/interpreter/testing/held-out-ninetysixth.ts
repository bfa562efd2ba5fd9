/**
 * The ninety-sixth held-out set, written by people who never saw the reader, from people who make and sell food and drink. On London time, writing day-first dates: a craft brewer in
 * Huddersfield, a coffee roaster in Cardiff, a cheesemonger with a market stall in Norwich, a wedding
 * caterer in Bath and a bakery owner in Edinburgh whose first language is Polish. On New York time,
 * writing month-first dates: a food truck owner in the Bronx whose first language is Korean, a hot sauce
 * maker in Bushwick, a private chef on the Upper West Side, a kombucha brewer in Astoria who writes in
 * fast shorthand and a Caribbean takeaway owner in Flatbush who writes some patois.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  NINETYSIXTH_ASK,
  NINETYSIXTH_RECURRING,
  NINETYSIXTH_SNOOZE,
  NINETYSIXTH_CORRECTION,
  NINETYSIXTH_RAMBLE,
  NINETYSIXTH_ANSWER,
} from './held-out-ninetysixth-a';
import {
  NINETYSIXTH_GREETING,
  NINETYSIXTH_THANKS,
  NINETYSIXTH_FEELING,
  NINETYSIXTH_QUESTION,
  NINETYSIXTH_STATEMENT,
  NINETYSIXTH_BARE,
} from './held-out-ninetysixth-b';
import {
  NINETYSIXTH_DECISION,
  NINETYSIXTH_DILEMMA,
  NINETYSIXTH_RECALL,
  NINETYSIXTH_PRIORITISE,
  NINETYSIXTH_AGENDA,
  NINETYSIXTH_FREE_TIME,
} from './held-out-ninetysixth-c';
import { NINETYSIXTH_RENAME, NINETYSIXTH_REMOVE, NINETYSIXTH_DONE, NINETYSIXTH_UNCLEAR } from './held-out-ninetysixth-d';

export const HELD_OUT_NINETYSIXTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: NINETYSIXTH_ASK,
  recurring: NINETYSIXTH_RECURRING,
  snooze: NINETYSIXTH_SNOOZE,
  correction: NINETYSIXTH_CORRECTION,
  ramble: NINETYSIXTH_RAMBLE,
  answer: NINETYSIXTH_ANSWER,
  greeting: NINETYSIXTH_GREETING,
  thanks: NINETYSIXTH_THANKS,
  feeling: NINETYSIXTH_FEELING,
  question: NINETYSIXTH_QUESTION,
  statement: NINETYSIXTH_STATEMENT,
  bare: NINETYSIXTH_BARE,
  decision: NINETYSIXTH_DECISION,
  dilemma: NINETYSIXTH_DILEMMA,
  recall: NINETYSIXTH_RECALL,
  prioritise: NINETYSIXTH_PRIORITISE,
  agenda: NINETYSIXTH_AGENDA,
  free_time: NINETYSIXTH_FREE_TIME,
  rename: NINETYSIXTH_RENAME,
  remove: NINETYSIXTH_REMOVE,
  done: NINETYSIXTH_DONE,
  unclear: NINETYSIXTH_UNCLEAR,
};

export const HELD_OUT_NINETYSIXTH: HeldOutItem[] = Object.values(HELD_OUT_NINETYSIXTH_KINDS).flat();
