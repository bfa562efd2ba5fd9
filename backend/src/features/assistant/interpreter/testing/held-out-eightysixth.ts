/** The eighty-sixth held-out set, gathered from its parts (each part's people are said at its top). */
import type { HeldOutItem } from './held-out-kit';
import { EIGHTYSIXTH_RENAME, EIGHTYSIXTH_REMOVE, EIGHTYSIXTH_DONE, EIGHTYSIXTH_ANSWER } from './held-out-eightysixth-c';

export const HELD_OUT_EIGHTYSIXTH_KINDS: Record<string, HeldOutItem[]> = {
  rename: EIGHTYSIXTH_RENAME,
  remove: EIGHTYSIXTH_REMOVE,
  done: EIGHTYSIXTH_DONE,
  answer: EIGHTYSIXTH_ANSWER,
};

export const HELD_OUT_EIGHTYSIXTH: HeldOutItem[] = Object.values(HELD_OUT_EIGHTYSIXTH_KINDS).flat();
