import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { funnelParams, type FunnelQuery } from '../utils/funnel-range';
import { analyticsKeys } from './analytics-keys';

export type CodeRow = ApiSchema<'CodeRowDto'>;

/** Why the people of the range who left did so; the reasons and `not_given` add up to the funnel's cancelled step. */
export type CancellationReasons = ApiSchema<'CancellationReasonsDto'>;

/** `GET /api/analytics/codes?start_date&end_date[&source]`: coupon and referral codes, most used first. */
export function getCodes(query: FunnelQuery, signal?: AbortSignal): Promise<CodeRow[]> {
  return apiFetch('/api/analytics/codes', { query: funnelParams(query), signal });
}

/** `GET /api/analytics/cancellation-reasons?start_date&end_date[&source]`: categories only, never anyone's words. */
export function getCancellationReasons(query: FunnelQuery, signal?: AbortSignal): Promise<CancellationReasons> {
  return apiFetch('/api/analytics/cancellation-reasons', { query: funnelParams(query), signal });
}

export function useCodes(query: FunnelQuery) {
  return useQuery({
    ...queryOptions({ queryKey: analyticsKeys.funnel('codes', query), queryFn: ({ signal }) => getCodes(query, signal) }),
    placeholderData: keepPreviousData,
  });
}

export function useCancellationReasons(query: FunnelQuery) {
  return useQuery({
    ...queryOptions({
      queryKey: analyticsKeys.funnel('cancellation-reasons', query),
      queryFn: ({ signal }) => getCancellationReasons(query, signal),
    }),
    placeholderData: keepPreviousData,
  });
}
