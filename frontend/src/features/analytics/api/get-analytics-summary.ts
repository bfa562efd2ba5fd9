import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { AnalyticsRange } from '../utils/date-range';
import { analyticsKeys } from './analytics-keys';

/** Spec section 3, "Analytics summary row": one per traffic source ("Direct" without one). */
export type AnalyticsSummaryRow = ApiSchema<'AnalyticsSummaryRowResponse'>;

/** `GET /api/analytics/summary?start_date&end_date`, busiest source first. */
export function getAnalyticsSummary(range: AnalyticsRange, signal?: AbortSignal): Promise<AnalyticsSummaryRow[]> {
  return apiFetch('/api/analytics/summary', {
    query: { start_date: range.start_date, end_date: range.end_date },
    signal,
  });
}

export function analyticsSummaryQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: analyticsKeys.summary(range.start_date, range.end_date),
    queryFn: ({ signal }) => getAnalyticsSummary(range, signal),
  });
}

/** Keeps the last range's figures on screen while the next range loads, so the cards do not flash. */
export function useAnalyticsSummary(range: AnalyticsRange) {
  return useQuery({ ...analyticsSummaryQueryOptions(range), placeholderData: keepPreviousData });
}
