import { vi } from 'vitest';

import type { AnalyticsDailyPoint } from '../api/get-analytics-daily';
import type { AnalyticsSummaryRow } from '../api/get-analytics-summary';
import type { AnalyticsTotals } from '../api/get-analytics-totals';
import type { RecentAnalyticsEvent } from '../api/get-recent-events';

export type FakeAnalyticsData = {
  summary?: AnalyticsSummaryRow[] | ((url: URL) => AnalyticsSummaryRow[]);
  totals?: AnalyticsTotals | ((url: URL) => AnalyticsTotals);
  daily?: AnalyticsDailyPoint[];
  recent?: RecentAnalyticsEvent[];
  /** Paths that answer 500. */
  failing?: string[];
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs fetch with the four report endpoints; returns the mock to inspect the requests. */
export function fakeAnalyticsApi(data: FakeAnalyticsData = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (data.failing?.includes(url.pathname)) return json({ message: 'Boom' }, 500);
    if (url.pathname === '/api/analytics/summary') {
      const summary = typeof data.summary === 'function' ? data.summary(url) : (data.summary ?? []);
      return json(summary);
    }
    if (url.pathname === '/api/analytics/totals') {
      return json(typeof data.totals === 'function' ? data.totals(url) : (data.totals ?? totalsOf(0, 0, 0, 0)));
    }
    if (url.pathname === '/api/analytics/daily') return json(data.daily ?? []);
    if (url.pathname === '/api/analytics/events/recent') return json(data.recent ?? []);
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function summaryRow(source: string, visits: number, signups: number, logins: number, rate: number): AnalyticsSummaryRow {
  return { utm_source: source, total_visits: visits, whatsapp_signups: signups, logins, signup_rate: rate };
}

export function totalsOf(visits: number, signups: number, logins: number, rate: number): AnalyticsTotals {
  return { total_visits: visits, whatsapp_signups: signups, logins, signup_rate: rate };
}
