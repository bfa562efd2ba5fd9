/**
 * The hundred-and-third held-out set, written by people who never saw the reader, from people who look after other people's animals. On London time, writing day-first dates: a dog walker in
 * Clapham, a dog groomer in Swansea, a livery yard owner in Shropshire, a cattery and pet-sitting owner in
 * Glasgow and a mobile equine vet in Newmarket. On New York time, writing month-first dates: a dog trainer
 * in Bed-Stuy, a pet sitter on the Upper West Side whose first language is Russian, a mobile groomer in
 * Staten Island, a dog daycare owner in Long Island City whose first language is Tagalog and a reptile and
 * aquarium shop owner in the Bronx.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import { HUNDREDTHIRD_ASK, HUNDREDTHIRD_SNOOZE, HUNDREDTHIRD_DONE, HUNDREDTHIRD_CORRECTION } from './held-out-hundredthird-e';
import { HUNDREDTHIRD_REMOVE, HUNDREDTHIRD_RENAME, HUNDREDTHIRD_RAMBLE, HUNDREDTHIRD_UNCLEAR } from './held-out-hundredthird-f';
import {
  HUNDREDTHIRD_GREETING,
  HUNDREDTHIRD_FEELING,
  HUNDREDTHIRD_STATEMENT,
  HUNDREDTHIRD_DECISION,
  HUNDREDTHIRD_QUESTION,
} from './held-out-hundredthird-g';

export const HELD_OUT_HUNDREDTHIRD_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDTHIRD_ASK,
  snooze: HUNDREDTHIRD_SNOOZE,
  done: HUNDREDTHIRD_DONE,
  correction: HUNDREDTHIRD_CORRECTION,
  remove: HUNDREDTHIRD_REMOVE,
  rename: HUNDREDTHIRD_RENAME,
  ramble: HUNDREDTHIRD_RAMBLE,
  unclear: HUNDREDTHIRD_UNCLEAR,
  greeting: HUNDREDTHIRD_GREETING,
  feeling: HUNDREDTHIRD_FEELING,
  statement: HUNDREDTHIRD_STATEMENT,
  decision: HUNDREDTHIRD_DECISION,
  question: HUNDREDTHIRD_QUESTION,
};

export const HELD_OUT_HUNDREDTHIRD: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDTHIRD_KINDS).flat();
