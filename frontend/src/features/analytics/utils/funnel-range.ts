import type { ApiQuery } from '@/lib/api-paths';

import { defaultRangeDays } from './date-range';

/** The Funnel section's ranges: the last 7, 14, 30 or 90 days; 7 unless chosen, like the page's own range. */
export const funnelRangeDays = [7, 14, 30, 90] as const;
export type FunnelRangeDays = (typeof funnelRangeDays)[number];
export const defaultFunnelRangeDays: FunnelRangeDays = defaultRangeDays;

/** What the funnel endpoints are asked: a range of ISO timestamps (counted as whole UTC days) and one source or all. */
export type FunnelQuery = {
  days: FunnelRangeDays;
  start_date: string;
  end_date: string;
  /** A source name ("Direct" for none), or null for every source. */
  source: string | null;
};

const dayMs = 86_400_000;

/** Now minus the chosen days, to now; fixed when chosen, so the query key stays put. */
export function funnelQueryOf(days: FunnelRangeDays, source: string | null, now: Date = new Date()): FunnelQuery {
  return { days, start_date: new Date(now.getTime() - days * dayMs).toISOString(), end_date: now.toISOString(), source };
}

/** The query string of every funnel endpoint; no `source` means all of them. */
export function funnelParams(query: FunnelQuery): ApiQuery<'/api/analytics/funnel'> {
  return { start_date: query.start_date, end_date: query.end_date, source: query.source ?? undefined };
}
