import type { Doc } from '../../../platform/read-store/read-store.port';

/** Where one account's events are: the `console_streams_by_user` read model. */
export interface UserStreamsView extends Doc {
  /** Streams that hold only this person's events (their account, sessions, subscription, tasks…). */
  streams: string[];
  /** Their events inside streams everyone shares (a day of analytics, a phone claim): stream and position. */
  shared: Array<{ stream: string; position: number }>;
}

export const USER_STREAMS = 'console_streams_by_user';
