import type { Doc } from '../../../platform/read-store/read-store.port';
import { DIRECT } from './analytics-daily-view';

/**
 * The `analytics_sessions` read model: one document per browser visit (session id), holding its
 * first touch. It is what a new account is attributed to, and the top of the growth funnel.
 * No personal data: the id is random and the page carries no query string.
 */
export interface AnalyticsSessionView extends Doc {
  /** The traffic source of the visit's first event (ref or utm_source), or null for none. */
  source: string | null;
  /** The path of the visit's first event. */
  landingPage: string | null;
  firstSeenAt: string;
  /** UTC day and week (Monday) of the first event, the funnel's buckets. */
  day: string;
  week: string;
  /** When the visitor first followed the WhatsApp entry link, if they did. */
  whatsappAt: string | null;
}

export const ANALYTICS_SESSIONS = 'analytics_sessions';

/** The source a visit (or the account it became) counts under: its own, or "Direct" as the summary says. */
export const sourceKey = (source: string | null | undefined): string => source ?? DIRECT;
