/**
 * The hundred-and-first held-out set, written by people who never saw the reader, from people who let, host and look after homes. On London time, writing day-first dates: an Airbnb host
 * with three flats in Edinburgh, a letting agent in Liverpool, a property manager in Cardiff whose first
 * language is Polish, a short-let cleaning company owner in Brixton whose first language is Twi and an
 * estate agent in Norwich. On New York time, writing month-first dates: a realtor in Astoria whose first
 * language is Greek, a landlord with two buildings in Bushwick, a super and handyman in Washington
 * Heights whose first language is Spanish, an Airbnb co-host in Jersey City and a home stager in Forest
 * Hills.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import { HUNDREDFIRST_ASK, HUNDREDFIRST_SNOOZE, HUNDREDFIRST_DONE, HUNDREDFIRST_CORRECTION } from './held-out-hundredfirst-e';
import { HUNDREDFIRST_REMOVE, HUNDREDFIRST_RENAME, HUNDREDFIRST_RAMBLE, HUNDREDFIRST_UNCLEAR } from './held-out-hundredfirst-f';
import {
  HUNDREDFIRST_GREETING,
  HUNDREDFIRST_FEELING,
  HUNDREDFIRST_STATEMENT,
  HUNDREDFIRST_DECISION,
  HUNDREDFIRST_QUESTION,
} from './held-out-hundredfirst-g';

export const HELD_OUT_HUNDREDFIRST_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDFIRST_ASK,
  snooze: HUNDREDFIRST_SNOOZE,
  done: HUNDREDFIRST_DONE,
  correction: HUNDREDFIRST_CORRECTION,
  remove: HUNDREDFIRST_REMOVE,
  rename: HUNDREDFIRST_RENAME,
  ramble: HUNDREDFIRST_RAMBLE,
  unclear: HUNDREDFIRST_UNCLEAR,
  greeting: HUNDREDFIRST_GREETING,
  feeling: HUNDREDFIRST_FEELING,
  statement: HUNDREDFIRST_STATEMENT,
  decision: HUNDREDFIRST_DECISION,
  question: HUNDREDFIRST_QUESTION,
};

export const HELD_OUT_HUNDREDFIRST: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDFIRST_KINDS).flat();
