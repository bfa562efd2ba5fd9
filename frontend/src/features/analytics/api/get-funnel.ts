import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { funnelParams, type FunnelQuery } from '../utils/funnel-range';
import { analyticsKeys } from './analytics-keys';

export type FunnelStep = ApiSchema<'FunnelStepDto'>;

export type FunnelStepKey = FunnelStep['step'];

/** Every step's count: visits per browser visit, the rest per account. */
export type FunnelCounts = Record<FunnelStepKey, number>;

/** The steps for the chosen source (or all) and every source's own counts, as `GET /api/analytics/funnel` answers. */
export type FunnelReport = ApiSchema<'FunnelReportDto'>;

/** `GET /api/analytics/funnel?start_date&end_date[&source]`. */
export function getFunnel(query: FunnelQuery, signal?: AbortSignal): Promise<FunnelReport> {
  return apiFetch<FunnelReport>('/api/analytics/funnel', { query: funnelParams(query), signal });
}

export function funnelQueryOptions(query: FunnelQuery) {
  return queryOptions({
    queryKey: analyticsKeys.funnel('funnel', query),
    queryFn: ({ signal }) => getFunnel(query, signal),
  });
}

export function useFunnel(query: FunnelQuery) {
  return useQuery({ ...funnelQueryOptions(query), placeholderData: keepPreviousData });
}
