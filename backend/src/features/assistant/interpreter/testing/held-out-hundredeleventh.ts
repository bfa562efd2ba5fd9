/**
 * The hundred-and-eleventh held-out set, written by people who never saw the reader, from health and wellbeing practitioners in private practice. On London
 * time, writing day-first dates: a physiotherapist with her own clinic in Bath, a dental practice owner in Manchester, a counsellor in Brighton, an independent pharmacist in Woolwich whose first language is Igbo and a personal trainer in Swansea. On New York time, writing month-first dates: a chiropractor in Hoboken, a yoga studio owner in Williamsburg, a home-visit physical therapist in Flatbush whose first language is Haitian Creole, an acupuncturist in Chinatown whose first language is Cantonese and a nutritionist on the Upper West Side.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDELEVENTH_ASK,
  HUNDREDELEVENTH_SNOOZE,
  HUNDREDELEVENTH_DONE,
  HUNDREDELEVENTH_CORRECTION,
} from './held-out-hundredeleventh-e';
import {
  HUNDREDELEVENTH_REMOVE,
  HUNDREDELEVENTH_RENAME,
  HUNDREDELEVENTH_RAMBLE,
  HUNDREDELEVENTH_UNCLEAR,
} from './held-out-hundredeleventh-f';
import {
  HUNDREDELEVENTH_GREETING,
  HUNDREDELEVENTH_FEELING,
  HUNDREDELEVENTH_STATEMENT,
  HUNDREDELEVENTH_DECISION,
  HUNDREDELEVENTH_QUESTION,
} from './held-out-hundredeleventh-g';

export const HELD_OUT_HUNDREDELEVENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDELEVENTH_ASK,
  snooze: HUNDREDELEVENTH_SNOOZE,
  done: HUNDREDELEVENTH_DONE,
  correction: HUNDREDELEVENTH_CORRECTION,
  remove: HUNDREDELEVENTH_REMOVE,
  rename: HUNDREDELEVENTH_RENAME,
  ramble: HUNDREDELEVENTH_RAMBLE,
  unclear: HUNDREDELEVENTH_UNCLEAR,
  greeting: HUNDREDELEVENTH_GREETING,
  feeling: HUNDREDELEVENTH_FEELING,
  statement: HUNDREDELEVENTH_STATEMENT,
  decision: HUNDREDELEVENTH_DECISION,
  question: HUNDREDELEVENTH_QUESTION,
};

export const HELD_OUT_HUNDREDELEVENTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDELEVENTH_KINDS).flat();
