/**
 * The ninety-fourth held-out set, written by people who never saw the reader, from people who build software alone or in twos. On London time, writing day-first dates: an indie iOS
 * developer in Brighton, a two-person SaaS team in Manchester, a freelance data analyst in Glasgow who
 * writes some Scots, a Shopify app maker in Cardiff and a game developer in Leeds whose first language is
 * Portuguese. On New York time, writing month-first dates: a solo SaaS founder in Brooklyn, a no-code
 * agency owner in Jersey City, a freelance React developer in Queens whose first language is Spanish, a
 * devops contractor in Hoboken and an AI startup founder in Manhattan who writes in fast shorthand.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  NINETYFOURTH_ASK,
  NINETYFOURTH_RECURRING,
  NINETYFOURTH_SNOOZE,
  NINETYFOURTH_CORRECTION,
  NINETYFOURTH_RAMBLE,
  NINETYFOURTH_ANSWER,
} from './held-out-ninetyfourth-a';
import {
  NINETYFOURTH_GREETING,
  NINETYFOURTH_THANKS,
  NINETYFOURTH_FEELING,
  NINETYFOURTH_QUESTION,
  NINETYFOURTH_STATEMENT,
  NINETYFOURTH_BARE,
} from './held-out-ninetyfourth-b';
import {
  NINETYFOURTH_DECISION,
  NINETYFOURTH_DILEMMA,
  NINETYFOURTH_RECALL,
  NINETYFOURTH_PRIORITISE,
  NINETYFOURTH_AGENDA,
  NINETYFOURTH_FREE_TIME,
} from './held-out-ninetyfourth-c';
import { NINETYFOURTH_RENAME, NINETYFOURTH_REMOVE, NINETYFOURTH_DONE, NINETYFOURTH_UNCLEAR } from './held-out-ninetyfourth-d';

export const HELD_OUT_NINETYFOURTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: NINETYFOURTH_ASK,
  recurring: NINETYFOURTH_RECURRING,
  snooze: NINETYFOURTH_SNOOZE,
  correction: NINETYFOURTH_CORRECTION,
  ramble: NINETYFOURTH_RAMBLE,
  answer: NINETYFOURTH_ANSWER,
  greeting: NINETYFOURTH_GREETING,
  thanks: NINETYFOURTH_THANKS,
  feeling: NINETYFOURTH_FEELING,
  question: NINETYFOURTH_QUESTION,
  statement: NINETYFOURTH_STATEMENT,
  bare: NINETYFOURTH_BARE,
  decision: NINETYFOURTH_DECISION,
  dilemma: NINETYFOURTH_DILEMMA,
  recall: NINETYFOURTH_RECALL,
  prioritise: NINETYFOURTH_PRIORITISE,
  agenda: NINETYFOURTH_AGENDA,
  free_time: NINETYFOURTH_FREE_TIME,
  rename: NINETYFOURTH_RENAME,
  remove: NINETYFOURTH_REMOVE,
  done: NINETYFOURTH_DONE,
  unclear: NINETYFOURTH_UNCLEAR,
};

export const HELD_OUT_NINETYFOURTH: HeldOutItem[] = Object.values(HELD_OUT_NINETYFOURTH_KINDS).flat();
