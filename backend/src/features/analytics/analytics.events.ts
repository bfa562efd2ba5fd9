import { eventTypes } from '../../platform/event-store/event-types';

/** The event types of spec section 3 ("Analytics event row"). */
export const ANALYTICS_EVENT_KINDS = ['page_visit', 'whatsapp_signup', 'login', 'existing_user'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/** Visitor tracking holds no personal data: ids are random, the user id is opaque, paths carry no query string. */
export type AnalyticsEventRecorded = {
  type: 'analytics.event_recorded';
  data: {
    event_type: AnalyticsEventKind;
    session_id: string | null;
    utm_source: string | null;
    user_id: string | null;
    page_path: string | null;
    user_agent: string | null;
    referrer: string | null;
  };
};

export type AnalyticsEvent = AnalyticsEventRecorded;
export const ANALYTICS_EVENT_TYPES = eventTypes<AnalyticsEvent>({
  'analytics.event_recorded': true,
});

/** One stream per UTC day keeps streams short; order across them comes from the global log. */
export const analyticsStream = (at: Date): string => `analytics-${at.toISOString().slice(0, 10)}`;
