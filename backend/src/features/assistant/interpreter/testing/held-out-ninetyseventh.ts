/**
 * The ninety-seventh held-out set, written by people who never saw the reader, from people who care for others for a living. On London time, writing day-first dates: a physiotherapist
 * in Leicester, a childminder in Liverpool, a counsellor in Cork, a locum vet in Exeter and a doula in
 * Hackney whose first language is Hindi. On New York time, writing month-first dates: a speech therapist
 * in Staten Island, a home health aide agency owner in Newark whose first language is Haitian Creole, a
 * massage therapist in the East Village, a dog walker in Park Slope and an acupuncturist in Flushing who
 * writes short, clipped messages.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import { NINETYSEVENTH_ASK, NINETYSEVENTH_SNOOZE, NINETYSEVENTH_DONE, NINETYSEVENTH_CORRECTION } from './held-out-ninetyseventh-e';
import { NINETYSEVENTH_REMOVE, NINETYSEVENTH_RENAME, NINETYSEVENTH_RAMBLE, NINETYSEVENTH_UNCLEAR } from './held-out-ninetyseventh-f';
import {
  NINETYSEVENTH_GREETING,
  NINETYSEVENTH_FEELING,
  NINETYSEVENTH_STATEMENT,
  NINETYSEVENTH_DECISION,
  NINETYSEVENTH_QUESTION,
} from './held-out-ninetyseventh-g';

export const HELD_OUT_NINETYSEVENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: NINETYSEVENTH_ASK,
  snooze: NINETYSEVENTH_SNOOZE,
  done: NINETYSEVENTH_DONE,
  correction: NINETYSEVENTH_CORRECTION,
  remove: NINETYSEVENTH_REMOVE,
  rename: NINETYSEVENTH_RENAME,
  ramble: NINETYSEVENTH_RAMBLE,
  unclear: NINETYSEVENTH_UNCLEAR,
  greeting: NINETYSEVENTH_GREETING,
  feeling: NINETYSEVENTH_FEELING,
  statement: NINETYSEVENTH_STATEMENT,
  decision: NINETYSEVENTH_DECISION,
  question: NINETYSEVENTH_QUESTION,
};

export const HELD_OUT_NINETYSEVENTH: HeldOutItem[] = Object.values(HELD_OUT_NINETYSEVENTH_KINDS).flat();
