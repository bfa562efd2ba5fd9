import type { Doc } from '../read-store/read-store.port';

/**
 * Where one person's events are in the log: one document per stream of their own (their account,
 * sessions, each task…) and one per event of theirs inside a stream many people share (a day of
 * analytics, a phone claim). Small writes per new stream, never a rewrite of a growing list.
 */
export interface PersonStreamEntry extends Doc {
  userId: string;
  stream: string;
  /** The position of the person's first event in an own stream. */
  first?: number;
  /** The position of the person's one event in a shared stream. */
  position?: number;
  /**
   * Whether an event here names the person as its subject (`userId` / `user_id`), not only as the
   * one who caused it: the account's history shows the former, the export both.
   */
  subject: boolean;
}

export const PERSON_STREAM_ENTRIES = 'person_stream_entries';

export function personStreamEntryId(userId: string, stream: string, position?: number): string {
  return position === undefined ? `${userId}|${stream}` : `${userId}|${stream}|${position}`;
}

/** Where an entry sits in the log: what readers order by. */
export function entryPosition(entry: PersonStreamEntry): number {
  return entry.position ?? entry.first ?? 0;
}
