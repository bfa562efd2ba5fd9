import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { type AnalyticsEvent, ANALYTICS_EVENT_TYPES } from '../analytics.events';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_EVENTS_HEAD,
  type AnalyticsEventsHeadView,
  type AnalyticsEventView,
  analyticsEventId,
  HEAD_ID,
} from './analytics-event-view';

/**
 * Numbers analytics events in log order and keeps one row each. The head document counts them; it
 * is written first, so after a crash between the two writes the replayed event finds the head
 * already at its own position and reuses that number instead of taking a new one.
 */
@Injectable()
export class AnalyticsEventsProjection implements Projection, OnModuleInit {
  readonly name = 'analytics-events';
  readonly handles = ANALYTICS_EVENT_TYPES;
  readonly collections = [ANALYTICS_EVENTS, ANALYTICS_EVENTS_HEAD];
  private readonly events: ReadCollection<AnalyticsEventView>;
  private readonly head: ReadCollection<AnalyticsEventsHeadView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {
    this.events = reads.collection<AnalyticsEventView>(ANALYTICS_EVENTS);
    this.head = reads.collection<AnalyticsEventsHeadView>(ANALYTICS_EVENTS_HEAD);
  }

  onModuleInit(): void {
    this.runner.register(this);
  }

  apply(recorded: RecordedEvent): Promise<void> {
    let seq = 0;
    const counted = applyOnce(this.head, HEAD_ID, recorded, (current) => {
      seq = (current?.count ?? 0) + 1;
      return { count: seq };
    });
    // In memory applyOnce has already run when it returns, so the row is written without a promise
    // turn per event; a database store resolves later, and a replayed event finds no number here.
    if (seq !== 0) return this.writeRow(seq, recorded);
    return counted.then(async () => {
      if (seq !== 0) return this.writeRow(seq, recorded);
      // Not counted now: either counted before a crash (the head stopped at this very event) or long done.
      const head = await this.head.get(HEAD_ID);
      if (head && head._pos === recorded.position) return this.writeRow(head.count, recorded);
    });
  }

  private writeRow(seq: number, recorded: RecordedEvent): Promise<void> {
    const { data } = recorded as unknown as AnalyticsEvent;
    return applyOnce(
      this.events,
      analyticsEventId(seq),
      recorded,
      (current) =>
        current ?? {
          event_type: data.event_type,
          utm_source: data.utm_source ?? null,
          page_path: data.page_path ?? null,
          timestamp: recorded.metadata.occurredAt,
          session_id: data.session_id ?? null,
          user_id: data.user_id ?? null,
          position: recorded.position,
        },
    );
  }
}
