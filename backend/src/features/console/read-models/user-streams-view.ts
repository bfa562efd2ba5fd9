import type { Doc } from '../../../platform/read-store/read-store.port';

/**
 * Where one account's events are: the `console_user_stream_entries` read model, one document per
 * place, so that an account with thousands of tasks costs one small write per new stream rather
 * than a rewrite of an ever-growing list.
 */
export interface UserStreamEntry extends Doc {
  userId: string;
  stream: string;
  /**
   * Absent for a stream that holds only this person's events (their account, sessions, tasks…);
   * the event's position for one of their events inside a stream everyone shares (a day of
   * analytics, a phone claim).
   */
  position?: number;
}

export const USER_STREAM_ENTRIES = 'console_user_stream_entries';

export function userStreamEntryId(userId: string, stream: string, position?: number): string {
  return position === undefined ? `${userId}|${stream}` : `${userId}|${stream}|${position}`;
}
