import type { Doc } from '../../../platform/read-store/read-store.port';

/** The `analytics_daily` read model: counters per UTC day and traffic source; a source of null is shown as "Direct". */
export interface AnalyticsDailyView extends Doc {
  day: string;
  utm_source: string | null;
  visits: number;
  whatsapp_signups: number;
  logins: number;
}

export const ANALYTICS_DAILY = 'analytics_daily';

/** `<day>|<source>`; no source is the empty text here, since a real source is never blank. */
export const analyticsDailyId = (day: string, source: string | null): string => `${day}|${source ?? ''}`;

/** What the dashboard calls a source without one. */
export const DIRECT = 'Direct';
