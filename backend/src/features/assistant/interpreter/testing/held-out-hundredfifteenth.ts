/**
 * The hundred-and-fifteenth held-out set, written by people who never saw the reader, from gardeners, landscapers and tree surgeons. On London
 * time, writing day-first dates: a gardener in Norwich, a landscaper in Lewisham, a tree surgeon in Swindon whose first language is Polish, a garden designer in Aberdeen who writes some Scots and a lawn-care franchise owner in Wolverhampton. On New York time, writing month-first dates: a landscaper in Yonkers whose first language is Spanish, a tree-removal man in the Bronx, a plant-care business owner in Williamsburg whose first language is Japanese, a snow-plow and hardscape contractor on Staten Island and a rooftop-garden designer in Tribeca.
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { HeldOutItem } from './held-out-kit';
import {
  HUNDREDFIFTEENTH_ASK,
  HUNDREDFIFTEENTH_SNOOZE,
  HUNDREDFIFTEENTH_DONE,
  HUNDREDFIFTEENTH_CORRECTION,
} from './held-out-hundredfifteenth-e';
import {
  HUNDREDFIFTEENTH_REMOVE,
  HUNDREDFIFTEENTH_RENAME,
  HUNDREDFIFTEENTH_RAMBLE,
  HUNDREDFIFTEENTH_UNCLEAR,
} from './held-out-hundredfifteenth-f';
import {
  HUNDREDFIFTEENTH_GREETING,
  HUNDREDFIFTEENTH_FEELING,
  HUNDREDFIFTEENTH_STATEMENT,
  HUNDREDFIFTEENTH_DECISION,
  HUNDREDFIFTEENTH_QUESTION,
} from './held-out-hundredfifteenth-g';

export const HELD_OUT_HUNDREDFIFTEENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: HUNDREDFIFTEENTH_ASK,
  snooze: HUNDREDFIFTEENTH_SNOOZE,
  done: HUNDREDFIFTEENTH_DONE,
  correction: HUNDREDFIFTEENTH_CORRECTION,
  remove: HUNDREDFIFTEENTH_REMOVE,
  rename: HUNDREDFIFTEENTH_RENAME,
  ramble: HUNDREDFIFTEENTH_RAMBLE,
  unclear: HUNDREDFIFTEENTH_UNCLEAR,
  greeting: HUNDREDFIFTEENTH_GREETING,
  feeling: HUNDREDFIFTEENTH_FEELING,
  statement: HUNDREDFIFTEENTH_STATEMENT,
  decision: HUNDREDFIFTEENTH_DECISION,
  question: HUNDREDFIFTEENTH_QUESTION,
};

export const HELD_OUT_HUNDREDFIFTEENTH: HeldOutItem[] = Object.values(HELD_OUT_HUNDREDFIFTEENTH_KINDS).flat();
