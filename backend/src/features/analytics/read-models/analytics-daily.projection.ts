import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { type AnalyticsEventKind, ANALYTICS_EVENT_TYPES } from '../analytics.events';
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
export const AnalyticsDailyProjection = defineProjection({
  name: 'analytics-daily',
  handles: ANALYTICS_EVENT_TYPES,
  collections: { daily: readModel<AnalyticsDailyView>(ANALYTICS_DAILY, [{ fields: { day: 1 } }]) },
  evolve: (event, { daily }) => {
    const { data } = event;
    const counter = COUNTER_OF[data.event_type];
    if (!counter) return;
    const day = dayOf(event.metadata.occurredAt);
    const source = data.utm_source ?? null;
    return applyOnce(daily, analyticsDailyId(day, source), event, (current) => {
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
  },
});
