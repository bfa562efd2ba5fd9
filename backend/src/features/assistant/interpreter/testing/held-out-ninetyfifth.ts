/**
 * The ninety-fifth held-out set, written by people who never saw the reader, from people who run sport and outdoor businesses. On London time, writing day-first dates: a surf school
 * owner in Newquay, a climbing gym manager in Sheffield, a cycling shop owner in Bristol, a personal
 * trainer in Belfast and a yoga retreat host in the Lake District whose first language is Italian. On New
 * York time, writing month-first dates: a golf pro in Westchester, a running coach in Harlem, a ski
 * instructor in the Bronx, a sailing school owner on City Island and a boxing gym owner in the South
 * Bronx whose first language is Spanish.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import { NINETYFIFTH_ASK, NINETYFIFTH_SNOOZE, NINETYFIFTH_DONE, NINETYFIFTH_CORRECTION } from './held-out-ninetyfifth-e';
import { NINETYFIFTH_REMOVE, NINETYFIFTH_RENAME, NINETYFIFTH_RAMBLE, NINETYFIFTH_UNCLEAR } from './held-out-ninetyfifth-f';
import {
  NINETYFIFTH_GREETING,
  NINETYFIFTH_FEELING,
  NINETYFIFTH_STATEMENT,
  NINETYFIFTH_DECISION,
  NINETYFIFTH_QUESTION,
} from './held-out-ninetyfifth-g';

export const HELD_OUT_NINETYFIFTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: NINETYFIFTH_ASK,
  snooze: NINETYFIFTH_SNOOZE,
  done: NINETYFIFTH_DONE,
  correction: NINETYFIFTH_CORRECTION,
  remove: NINETYFIFTH_REMOVE,
  rename: NINETYFIFTH_RENAME,
  ramble: NINETYFIFTH_RAMBLE,
  unclear: NINETYFIFTH_UNCLEAR,
  greeting: NINETYFIFTH_GREETING,
  feeling: NINETYFIFTH_FEELING,
  statement: NINETYFIFTH_STATEMENT,
  decision: NINETYFIFTH_DECISION,
  question: NINETYFIFTH_QUESTION,
};

export const HELD_OUT_NINETYFIFTH: HeldOutItem[] = Object.values(HELD_OUT_NINETYFIFTH_KINDS).flat();
