import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { funnelParams, type FunnelQuery } from '../utils/funnel-range';
import { analyticsKeys } from './analytics-keys';

export type FunnelStep = ApiSchema<'FunnelStepDto'>;

export type FunnelStepKey = FunnelStep['step'];

/** Every step's count: visits per browser visit, the rest per account. */
export type FunnelCounts = Record<FunnelStepKey, number>;

/** The plans messages to daily are counted by: no live subscription, Premium (trials included), Founding. */
export const messagePlans = ['free', 'premium', 'founding'] as const;
export type MessagePlan = (typeof messagePlans)[number];

/** One UTC day's messages to daily, per plan. */
export type MessagesDay = { date: string } & Record<MessagePlan, number>;

/**
 * The steps for the chosen source (or all) and every source's own counts, as `GET /api/analytics/funnel`
 * answers; with the assistant, also the "first message" count and the messages per day by plan
 * (optional, so a server from before them still reads).
 */
export type FunnelReport = ApiSchema<'FunnelReportDto'> & {
  first_messages?: number;
  /** Days without a message are left out. */
  messages_per_day?: MessagesDay[];
};

/** A step as the page shows it: the report's steps, and "First message", which the report counts apart. */
export type FunnelStepRow = Omit<FunnelStep, 'step'> & { step: FunnelStepKey | 'first_message' };

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
