import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { ANALYTICS_EVENT_TYPES } from '../analytics.events';
import { dayOf, weekOf } from '../domain/analytics-day';
import { ANALYTICS_SESSIONS, type AnalyticsSessionView } from './analytics-session-view';

/**
 * Keeps the first touch of every visit: the first page view or WhatsApp entry of a session id
 * fixes its source and landing page; a later WhatsApp entry is noted once. Sign-ins are not
 * visits of their own (they ride on the visit they happened in), so they open no document.
 */
export const AnalyticsSessionsProjection = defineProjection({
  name: 'analytics-sessions',
  handles: ANALYTICS_EVENT_TYPES,
  collections: { sessions: readModel<AnalyticsSessionView>(ANALYTICS_SESSIONS, [{ fields: { day: 1 } }]) },
  evolve: (event, { sessions }) => {
    const { data } = event;
    if (!data.session_id || (data.event_type !== 'page_visit' && data.event_type !== 'whatsapp_signup')) return;
    const at = event.metadata.occurredAt;
    const whatsapp = data.event_type === 'whatsapp_signup';
    return applyOnce(sessions, data.session_id, event, (current) => {
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
  },
});
