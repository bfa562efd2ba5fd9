import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { funnelParams, type FunnelQuery } from '../utils/funnel-range';
import { analyticsKeys } from './analytics-keys';

/** One weekly cohort: people who entered in that UTC week (within the range), and how far they got. */
export type CohortWeek = ApiSchema<'CohortWeekDto'>;

export type CohortReport = ApiSchema<'CohortReportDto'>;

/** `GET /api/analytics/cohorts?start_date&end_date[&source]`. */
export function getCohorts(query: FunnelQuery, signal?: AbortSignal): Promise<CohortReport> {
  return apiFetch('/api/analytics/cohorts', { query: funnelParams(query), signal });
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
