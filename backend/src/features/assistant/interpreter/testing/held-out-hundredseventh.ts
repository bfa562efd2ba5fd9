/**
 * The hundred-and-seventh held-out set, written by people who never saw the reader, from people who run charities, community groups and nonprofits. On London time, writing day-first dates: a
 * food bank coordinator in Bradford, a youth football club secretary in Sunderland, a small arts charity
 * director in Bristol, a community garden organiser in Hackney whose first language is Turkish and a church
 * office administrator in Swansea. On New York time, writing month-first dates: a tenant association
 * organiser in the South Bronx whose first language is Spanish, a literacy nonprofit founder in Newark, a
 * mutual aid organiser in Sunset Park, a shelter volunteer coordinator in Midtown and a small museum director
 * in Harlem.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import { HUNDREDSEVENTH_ASK, HUNDREDSEVENTH_SNOOZE, HUNDREDSEVENTH_DONE, HUNDREDSEVENTH_CORRECTION } from './held-out-hundredseventh-e';
import { HUNDREDSEVENTH_REMOVE, HUNDREDSEVENTH_RENAME, HUNDREDSEVENTH_RAMBLE, HUNDREDSEVENTH_UNCLEAR } from './held-out-hundredseventh-f';
import {
  HUNDREDSEVENTH_GREETING,
  HUNDREDSEVENTH_FEELING,
  HUNDREDSEVENTH_STATEMENT,
  HUNDREDSEVENTH_DECISION,
  HUNDREDSEVENTH_QUESTION,
} from './held-out-hundredseventh-g';

export const HELD_OUT_HUNDREDSEVENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDSEVENTH_ASK,
  snooze: HUNDREDSEVENTH_SNOOZE,
  done: HUNDREDSEVENTH_DONE,
  correction: HUNDREDSEVENTH_CORRECTION,
  remove: HUNDREDSEVENTH_REMOVE,
  rename: HUNDREDSEVENTH_RENAME,
  ramble: HUNDREDSEVENTH_RAMBLE,
  unclear: HUNDREDSEVENTH_UNCLEAR,
  greeting: HUNDREDSEVENTH_GREETING,
  feeling: HUNDREDSEVENTH_FEELING,
  statement: HUNDREDSEVENTH_STATEMENT,
  decision: HUNDREDSEVENTH_DECISION,
  question: HUNDREDSEVENTH_QUESTION,
};

export const HELD_OUT_HUNDREDSEVENTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDSEVENTH_KINDS).flat();
