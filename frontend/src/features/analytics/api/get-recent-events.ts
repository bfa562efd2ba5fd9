import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { analyticsKeys } from './analytics-keys';

/** Spec section 3, "Analytics event row" on read. */
export type RecentAnalyticsEvent = ApiSchema<'AnalyticsEventRowResponse'>;

/** The dashboard lists the latest 20 (spec section 9). */
export const recentEventsLimit = 20;

/** `GET /api/analytics/events/recent?limit=20`, newest first. */
export function getRecentEvents(limit: number, signal?: AbortSignal): Promise<RecentAnalyticsEvent[]> {
  return apiFetch('/api/analytics/events/recent', { query: { limit }, signal });
}

export function recentEventsQueryOptions(limit: number = recentEventsLimit) {
  return queryOptions({
    queryKey: analyticsKeys.recent(limit),
    queryFn: ({ signal }) => getRecentEvents(limit, signal),
  });
}

export function useRecentEvents(limit: number = recentEventsLimit) {
  return useQuery(recentEventsQueryOptions(limit));
}
