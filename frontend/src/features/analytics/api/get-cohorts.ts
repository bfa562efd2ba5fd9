import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { funnelParams, type FunnelQuery } from '../utils/funnel-range';
import { analyticsKeys } from './analytics-keys';
import type { FunnelCounts } from './get-funnel';

/** One weekly cohort: people who entered in that UTC week (within the range), and how far they got. */
export type CohortWeek = FunnelCounts & {
  /** The Monday the UTC week starts on (YYYY-MM-DD). */
  week: string;
};

export type CohortReport = {
  start_day: string;
  end_day: string;
  source: string | null;
  /** Oldest first; every week the range touches, quiet ones as zeros. */
  weeks: CohortWeek[];
};

/** `GET /api/analytics/cohorts?start_date&end_date[&source]`. */
export function getCohorts(query: FunnelQuery, signal?: AbortSignal): Promise<CohortReport> {
  return apiFetch<CohortReport>('/api/analytics/cohorts', { query: funnelParams(query), signal });
}

export function cohortsQueryOptions(query: FunnelQuery) {
  return queryOptions({
    queryKey: analyticsKeys.funnel('cohorts', query),
    queryFn: ({ signal }) => getCohorts(query, signal),
  });
}

export function useCohorts(query: FunnelQuery) {
  return useQuery({ ...cohortsQueryOptions(query), placeholderData: keepPreviousData });
}
