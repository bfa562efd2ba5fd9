import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import { enumValues, type ApiSchema } from '@/lib/api-types';

import { funnelParams, type FunnelQuery } from '../utils/funnel-range';
import { analyticsKeys } from './analytics-keys';

export type FunnelStep = ApiSchema<'FunnelStepDto'>;

export type FunnelStepKey = FunnelStep['step'];

/** Every step's count: visits per browser visit, the rest per account. */
export type FunnelCounts = Record<FunnelStepKey, number>;

/** The plans messages to daily are counted by: no live subscription, Premium (trials included), Founding. */
export type MessagePlan = Exclude<keyof ApiSchema<'MessagesOnDayDto'>, 'date'>;
export const messagePlans = enumValues<MessagePlan>({ free: true, premium: true, founding: true });

/** One UTC day's messages to daily, per plan. */
export type MessagesDay = ApiSchema<'MessagesOnDayDto'>;

/**
 * The steps for the chosen source (or all), every source's own counts, the "first message" count and
 * the messages per day by plan (days without any left out), as `GET /api/analytics/funnel` answers.
 */
export type FunnelReport = ApiSchema<'FunnelReportDto'>;

/** A step as the page shows it: the report's steps, and "First message", which the report counts apart. */
export type FunnelStepRow = Omit<FunnelStep, 'step'> & { step: FunnelStepKey | 'first_message' };

/** `GET /api/analytics/funnel?start_date&end_date[&source]`. */
export function getFunnel(query: FunnelQuery, signal?: AbortSignal): Promise<FunnelReport> {
  return apiFetch('/api/analytics/funnel', { query: funnelParams(query), signal });
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
