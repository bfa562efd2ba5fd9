import { defineProjection, type Recorded, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import type { ReadCollection } from '../../../platform/read-store/read-store.port';
import { type AnalyticsEvent, ANALYTICS_EVENT_TYPES } from '../analytics.events';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_EVENTS_HEAD,
  type AnalyticsEventsHeadView,
  type AnalyticsEventView,
  analyticsEventId,
  HEAD_ID,
} from './analytics-event-view';

function writeRow(rows: ReadCollection<AnalyticsEventView>, seq: number, event: Recorded<AnalyticsEvent>): Promise<void> {
  const { data } = event;
  return applyOnce(
    rows,
    analyticsEventId(seq),
    event,
    (current) =>
      current ?? {
        event_type: data.event_type,
        utm_source: data.utm_source ?? null,
        page_path: data.page_path ?? null,
        timestamp: event.metadata.occurredAt,
        session_id: data.session_id ?? null,
        user_id: data.user_id ?? null,
        position: event.position,
      },
  );
}

/**
 * Numbers analytics events in log order and keeps one row each. The head document counts them; it
 * is written first, so after a crash between the two writes the replayed event finds the head
 * already at its own position and reuses that number instead of taking a new one.
 */
export const AnalyticsEventsProjection = defineProjection({
  name: 'analytics-events',
  handles: ANALYTICS_EVENT_TYPES,
  collections: {
    rows: readModel<AnalyticsEventView>(ANALYTICS_EVENTS),
    head: readModel<AnalyticsEventsHeadView>(ANALYTICS_EVENTS_HEAD),
  },
  evolve: (event, { rows, head }) => {
    let seq = 0;
    const counted = applyOnce(head, HEAD_ID, event, (current) => {
      seq = (current?.count ?? 0) + 1;
      return { count: seq };
    });
    // In memory applyOnce has already run when it returns, so the row is written without a promise
    // turn per event; a database store resolves later, and a replayed event finds no number here.
    if (seq !== 0) return writeRow(rows, seq, event);
    return counted.then(async () => {
      if (seq !== 0) return writeRow(rows, seq, event);
      // Not counted now: either counted before a crash (the head stopped at this very event) or long done.
      const stored = await head.get(HEAD_ID);
      if (stored && stored._pos === event.position) return writeRow(rows, stored.count, event);
    });
  },
});
