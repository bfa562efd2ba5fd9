import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { AnalyticsRange } from '../utils/date-range';
import { analyticsKeys } from './analytics-keys';

/** One day of the chart, all sources together; quiet days come as zeros. */
export type AnalyticsDailyPoint = ApiSchema<'AnalyticsDailyPointResponse'>;

/** `GET /api/analytics/daily?start_date&end_date`, oldest day first. */
export function getAnalyticsDaily(range: AnalyticsRange, signal?: AbortSignal): Promise<AnalyticsDailyPoint[]> {
  return apiFetch('/api/analytics/daily', {
    query: { start_date: range.start_date, end_date: range.end_date },
    signal,
  });
}

export function analyticsDailyQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: analyticsKeys.daily(range.start_date, range.end_date),
    queryFn: ({ signal }) => getAnalyticsDaily(range, signal),
  });
}

export function useAnalyticsDaily(range: AnalyticsRange) {
  return useQuery({ ...analyticsDailyQueryOptions(range), placeholderData: keepPreviousData });
}
