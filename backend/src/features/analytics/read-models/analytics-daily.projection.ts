import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { type AnalyticsEvent, type AnalyticsEventKind, ANALYTICS_EVENT_TYPES } from '../analytics.events';
import { dayOf } from '../domain/analytics-day';
import { ANALYTICS_DAILY, type AnalyticsDailyView, analyticsDailyId } from './analytics-daily-view';

type Counter = 'visits' | 'whatsapp_signups' | 'logins';

/** `existing_user` is a returning sign-in: it is listed in recent events but counted in no card. */
const COUNTER_OF: Record<AnalyticsEventKind, Counter | null> = {
  page_visit: 'visits',
  whatsapp_signup: 'whatsapp_signups',
  login: 'logins',
  existing_user: null,
};

/**
 * Folds every analytics event into one small document per day and source, so a summary over a
 * year reads at most a few thousand documents however many page views there were.
 */
@Injectable()
export class AnalyticsDailyProjection implements Projection, OnModuleInit {
  readonly name = 'analytics-daily';
  readonly handles = ANALYTICS_EVENT_TYPES;
  readonly collections = [ANALYTICS_DAILY];
  private readonly daily: ReadCollection<AnalyticsDailyView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {
    this.daily = reads.collection<AnalyticsDailyView>(ANALYTICS_DAILY, [{ fields: { day: 1 } }]);
  }

  onModuleInit(): void {
    this.runner.register(this);
  }

  apply(recorded: RecordedEvent): Promise<void> | void {
    const { data } = recorded as unknown as AnalyticsEvent;
    const counter = COUNTER_OF[data.event_type];
    if (!counter) return;
    const day = dayOf(recorded.metadata.occurredAt);
    const source = data.utm_source ?? null;
    return applyOnce(this.daily, analyticsDailyId(day, source), recorded, (current) => {
      const next = {
        day,
        utm_source: source,
        visits: current?.visits ?? 0,
        whatsapp_signups: current?.whatsapp_signups ?? 0,
        logins: current?.logins ?? 0,
      };
      next[counter] += 1;
      return next;
    });
  }
}
