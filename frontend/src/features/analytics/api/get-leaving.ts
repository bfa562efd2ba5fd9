import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { funnelParams, type FunnelQuery } from '../utils/funnel-range';
import { analyticsKeys } from './analytics-keys';

export type CodeRow = {
  code: string;
  type: 'referral' | 'other';
  /** Accounts that started a checkout with the code. */
  uses: number;
  trials: number;
  paid: number;
};

export type CancellationReasons = {
  start_day: string;
  end_day: string;
  source: string | null;
  /** The funnel's cancelled step: the reasons and `not_given` add up to it. */
  cancelled: number;
  reasons: { reason: string; label: string; count: number }[];
  not_given: number;
  retention: { accepted: number; declined: number };
};

/** `GET /api/analytics/codes?start_date&end_date[&source]`: coupon and referral codes, most used first. */
export function getCodes(query: FunnelQuery, signal?: AbortSignal): Promise<CodeRow[]> {
  return apiFetch<CodeRow[]>('/api/analytics/codes', { query: funnelParams(query), signal });
}

/** `GET /api/analytics/cancellation-reasons?start_date&end_date[&source]`: categories only, never anyone's words. */
export function getCancellationReasons(query: FunnelQuery, signal?: AbortSignal): Promise<CancellationReasons> {
  return apiFetch<CancellationReasons>('/api/analytics/cancellation-reasons', { query: funnelParams(query), signal });
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
