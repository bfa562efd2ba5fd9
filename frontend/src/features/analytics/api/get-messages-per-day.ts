import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import type { AnalyticsRange } from '../utils/date-range';
import { analyticsKeys } from './analytics-keys';

/** The plans messages are counted by: no live subscription, Premium, Founding. */
export const messagePlans = ['free', 'premium', 'founding'] as const;
export type MessagePlan = (typeof messagePlans)[number];

/** One UTC day of messages people sent daily, per plan; quiet days come as zeros. */
export type MessagesDay = { date: string } & Record<MessagePlan, number>;

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** `GET /api/analytics/messages?start_date&end_date`, oldest day first. */
export async function getMessagesPerDay(range: AnalyticsRange, signal?: AbortSignal): Promise<MessagesDay[]> {
  const days = await apiFetch<unknown>('/api/analytics/messages', {
    query: { start_date: range.start_date, end_date: range.end_date },
    signal,
  });
  if (!Array.isArray(days)) return [];
  return days.map((day: Record<string, unknown>) => ({
    date: String(day.date),
    free: count(day.free),
    premium: count(day.premium),
    founding: count(day.founding),
  }));
}

export function messagesPerDayQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: analyticsKeys.messages(range.start_date, range.end_date),
    queryFn: ({ signal }) => getMessagesPerDay(range, signal),
  });
}

export function useMessagesPerDay(range: AnalyticsRange) {
  return useQuery({ ...messagesPerDayQueryOptions(range), placeholderData: keepPreviousData });
}
