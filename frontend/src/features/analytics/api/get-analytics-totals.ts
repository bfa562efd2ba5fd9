import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { AnalyticsRange } from '../utils/date-range';
import { analyticsKeys } from './analytics-keys';

/** The four cards' figures, every source together, summed and rated by the server. */
export type AnalyticsTotals = ApiSchema<'AnalyticsTotalsResponse'>;

/** `GET /api/analytics/totals?start_date&end_date`. */
export function getAnalyticsTotals(range: AnalyticsRange, signal?: AbortSignal): Promise<AnalyticsTotals> {
  return apiFetch('/api/analytics/totals', {
    query: { start_date: range.start_date, end_date: range.end_date },
    signal,
  });
}

export function analyticsTotalsQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: analyticsKeys.totals(range.start_date, range.end_date),
    queryFn: ({ signal }) => getAnalyticsTotals(range, signal),
  });
}

/** Keeps the last range's figures on screen while the next range loads, so the cards do not flash. */
export function useAnalyticsTotals(range: AnalyticsRange) {
  return useQuery({ ...analyticsTotalsQueryOptions(range), placeholderData: keepPreviousData });
}
