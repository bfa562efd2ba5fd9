import type { ApiQuery } from '@/lib/api-paths';

import type { AnalyticsRange } from './date-range';

/**
 * What the funnel endpoints are asked: the page's range (counted as whole UTC days by the server)
 * and one source or all. The funnel has no range of its own: one picker sets the whole page.
 */
export type FunnelQuery = AnalyticsRange & {
  /** A source name ("Direct" for none), or null for every source. */
  source: string | null;
};

/** The query string of every funnel endpoint; no `source` means all of them. */
export function funnelParams(query: FunnelQuery): ApiQuery<'/api/analytics/funnel'> {
  return { start_date: query.start_date, end_date: query.end_date, source: query.source ?? undefined };
}
