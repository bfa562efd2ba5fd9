import { vi } from 'vitest';

import { cancellationReasons } from '@/config/cancellation-reasons';
import { jsonResponse as json } from '@/testing/json-response';

import type { AnalyticsDailyPoint } from '../api/get-analytics-daily';
import type { AnalyticsSummaryRow } from '../api/get-analytics-summary';
import type { AnalyticsTotals } from '../api/get-analytics-totals';
import type { CohortReport } from '../api/get-cohorts';
import type { FunnelCounts, FunnelReport } from '../api/get-funnel';
import type { CancellationReasons, CodeRow } from '../api/get-leaving';
import type { RecentAnalyticsEvent } from '../api/get-recent-events';

export type FakeAnalyticsData = {
  summary?: AnalyticsSummaryRow[] | ((url: URL) => AnalyticsSummaryRow[]);
  totals?: AnalyticsTotals | ((url: URL) => AnalyticsTotals);
  daily?: AnalyticsDailyPoint[];
  recent?: RecentAnalyticsEvent[];
  funnel?: FunnelReport | ((url: URL) => FunnelReport);
  cohorts?: CohortReport | ((url: URL) => CohortReport);
  codes?: CodeRow[];
  leaving?: CancellationReasons;
  /** Paths that answer 500. */
  failing?: string[];
};

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
    if (url.pathname === '/api/analytics/funnel') {
      return json(typeof data.funnel === 'function' ? data.funnel(url) : (data.funnel ?? funnelOf([0, 0, 0, 0, 0, 0, 0])));
    }
    if (url.pathname === '/api/analytics/cohorts') {
      return json(typeof data.cohorts === 'function' ? data.cohorts(url) : (data.cohorts ?? cohortsOf([])));
    }
    if (url.pathname === '/api/analytics/codes') return json(data.codes ?? []);
    if (url.pathname === '/api/analytics/cancellation-reasons') return json(data.leaving ?? leavingOf({}));
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

const stepLabels = ['Visited', 'WhatsApp entry', 'Signed in', 'Checkout started', 'Trial started', 'Paid', 'Cancelled'] as const;
const stepKeys = ['visited', 'whatsapp_entry', 'signed_in', 'checkout_started', 'trial_started', 'paid', 'cancelled'] as const;

/** Seven counts in step order as step counts. */
export function countsOf(counts: readonly number[]): FunnelCounts {
  return Object.fromEntries(stepKeys.map((key, i) => [key, counts[i] ?? 0])) as FunnelCounts;
}

/** A funnel answer as the server words it, conversion worked out the same way (two decimals, half up). */
export function funnelOf(
  counts: readonly number[],
  sources: { source: string; counts: readonly number[] }[] = [],
  source: string | null = null,
): FunnelReport {
  return {
    start_day: '2025-01-06',
    end_day: '2025-01-19',
    source,
    steps: stepKeys.map((step, i) => ({
      step,
      label: stepLabels[i]!,
      count: counts[i] ?? 0,
      conversion: i === 0 || !counts[i - 1] ? null : Math.round(((counts[i] ?? 0) * 10_000) / counts[i - 1]!) / 100,
    })),
    sources: sources.map((row) => ({ source: row.source, ...countsOf(row.counts) })),
    first_messages: 0,
    messages_per_day: [],
  };
}

export function cohortsOf(weeks: { week: string; counts: readonly number[] }[]): CohortReport {
  return {
    start_day: '2025-01-06',
    end_day: '2025-01-19',
    source: null,
    weeks: weeks.map((w) => ({ week: w.week, ...countsOf(w.counts) })),
  };
}

export function leavingOf(counts: Record<string, number>, notGiven = 0, retention = { accepted: 0, declined: 0 }): CancellationReasons {
  // The server labels each category with the words the cancel dialog offers.
  const reasons = cancellationReasons.map(({ value, label }) => ({ reason: value, label, count: counts[value] ?? 0 }));
  return {
    start_day: '2025-01-06',
    end_day: '2025-01-19',
    source: null,
    cancelled: reasons.reduce((sum, r) => sum + r.count, notGiven),
    reasons,
    not_given: notGiven,
    retention,
  };
}
