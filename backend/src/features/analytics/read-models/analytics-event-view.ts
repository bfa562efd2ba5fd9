import type { Doc } from '../../../platform/read-store/read-store.port';

/**
 * The `analytics_events` read model: one row per tracked event, as spec section 3 reads it, plus
 * the session and user for the console. Without the user agent and referrer, which stay in the log:
 * in the embedded mode every row lives in memory.
 */
export interface AnalyticsEventView extends Doc {
  event_type: string;
  utm_source: string | null;
  page_path: string | null;
  timestamp: string;
  session_id: string | null;
  user_id: string | null;
  /** Global position of the event in the log, to find it in the console's event list. */
  position: number;
}

/** The number of analytics events seen so far: the sequence number of the newest row. */
export interface AnalyticsEventsHeadView extends Doc {
  count: number;
}

export const ANALYTICS_EVENTS = 'analytics_events';
export const ANALYTICS_EVENTS_HEAD = 'analytics_events_head';
export const HEAD_ID = 'head';

/**
 * Rows are keyed by their sequence number, zero-padded so the id order is the log order. That makes
 * "newest first" a walk down the ids (a lookup per row in memory, the built-in _id index in MongoDB)
 * instead of a sort; an index on the timestamp would double the memory a row costs in the embedded mode.
 */
export const analyticsEventId = (seq: number): string => String(seq).padStart(12, '0');
export const seqOf = (id: string): number => Number(id);
