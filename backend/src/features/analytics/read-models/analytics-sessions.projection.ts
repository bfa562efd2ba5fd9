import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { type AnalyticsEvent, ANALYTICS_EVENT_TYPES } from '../analytics.events';
import { dayOf, weekOf } from '../domain/analytics-day';
import { ANALYTICS_SESSIONS, type AnalyticsSessionView } from './analytics-session-view';

/**
 * Keeps the first touch of every visit: the first page view or WhatsApp entry of a session id
 * fixes its source and landing page; a later WhatsApp entry is noted once. Sign-ins are not
 * visits of their own (they ride on the visit they happened in), so they open no document.
 */
@Injectable()
export class AnalyticsSessionsProjection implements Projection, OnModuleInit {
  readonly name = 'analytics-sessions';
  readonly handles = ANALYTICS_EVENT_TYPES;
  readonly collections = [ANALYTICS_SESSIONS];
  private readonly sessions: ReadCollection<AnalyticsSessionView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {
    this.sessions = reads.collection<AnalyticsSessionView>(ANALYTICS_SESSIONS, [{ fields: { day: 1 } }]);
  }

  onModuleInit(): void {
    this.runner.register(this);
  }

  apply(recorded: RecordedEvent): Promise<void> | void {
    const { data } = recorded as unknown as AnalyticsEvent;
    if (!data.session_id || (data.event_type !== 'page_visit' && data.event_type !== 'whatsapp_signup')) return;
    const at = recorded.metadata.occurredAt;
    const whatsapp = data.event_type === 'whatsapp_signup';
    return applyOnce(this.sessions, data.session_id, recorded, (current) => {
      if (current) return whatsapp && !current.whatsappAt ? { ...current, whatsappAt: at } : current;
      return {
        source: data.utm_source ?? null,
        landingPage: data.page_path ?? null,
        firstSeenAt: at,
        day: dayOf(at),
        week: weekOf(at),
        whatsappAt: whatsapp ? at : null,
      };
    });
  }
}
