import type { FunnelQuery } from '../utils/funnel-range';

/** Query keys of the analytics dashboard. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: (start: string, end: string) => [...analyticsKeys.all, 'summary', start, end] as const,
  totals: (start: string, end: string) => [...analyticsKeys.all, 'totals', start, end] as const,
  daily: (start: string, end: string) => [...analyticsKeys.all, 'daily', start, end] as const,
  recent: (limit: number) => [...analyticsKeys.all, 'recent', limit] as const,
  funnel: (report: 'funnel' | 'cohorts' | 'codes' | 'cancellation-reasons', query: FunnelQuery) =>
    [...analyticsKeys.all, report, query.start_date, query.end_date, query.source] as const,
};
