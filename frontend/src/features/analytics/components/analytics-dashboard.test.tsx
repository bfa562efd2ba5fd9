import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { fakeAnalyticsApi, summaryRow, totalsOf } from '../testing/fake-analytics-api';
import { AnalyticsDashboard } from './analytics-dashboard';

// The chart is tested on its own (day-bar-chart.test.tsx); here its module is replaced by a list of its points.
vi.mock('./daily-chart-view', () => ({
  DailyChartView: ({ points }: { points: { date: string; visits: number }[] }) => (
    <ul aria-label="Chart points">
      {points.map((point) => (
        <li key={point.date}>{`${point.date}: ${point.visits}`}</li>
      ))}
    </ul>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

function card(name: string) {
  return screen.getByRole('group', { name });
}

describe('the analytics dashboard', () => {
  it('shows the four cards as the server totals them, the rate with two decimals', async () => {
    const fetchMock = fakeAnalyticsApi({
      totals: totalsOf(8, 1, 3, 12.5),
      // The cards do not add up the per-source rows: these figures must not reach them.
      summary: [summaryRow('newsletter', 500, 100, 200, 20)],
    });
    renderWithProviders(<AnalyticsDashboard />);

    expect(await within(card('Total Visits')).findByText('8')).toBeInTheDocument();
    expect(within(card('WhatsApp Signups')).getByText('1')).toBeInTheDocument();
    // Named apart from the funnel's sign-ups, which count accounts.
    expect(card('WhatsApp Signups')).toHaveAccessibleDescription('Taps on the WhatsApp link. Accounts: the funnel’s Signed in');
    expect(within(card('User Logins')).getByText('3')).toBeInTheDocument();
    expect(within(card('Signup Rate')).getByText('12.50%')).toBeInTheDocument();
    const totalsCall = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname === '/api/analytics/totals');
    expect(totalsCall?.searchParams.get('start_date')).toBeTruthy();
    expect(totalsCall?.searchParams.get('end_date')).toBeTruthy();
  });

  it("lists each traffic source with its figures and conversion rate, 'Direct' without one", async () => {
    fakeAnalyticsApi({ summary: [summaryRow('producthunt', 3, 1, 0, 33.33), summaryRow('Direct', 0, 0, 2, 0)] });
    renderWithProviders(<AnalyticsDashboard />);

    const sources = await screen.findByRole('region', { name: 'Traffic Sources' });
    const producthunt = await within(sources).findByRole('row', { name: /producthunt/ });
    expect(
      within(producthunt)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', '0', '33.33%']);
    const direct = within(sources).getByRole('row', { name: /Direct/ });
    // No visits from that source: the rate reads '0'.
    expect(
      within(direct)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '2', '0%']);
  });

  it("reads '0' for the signup rate with no visits, and says when the range has no data", async () => {
    fakeAnalyticsApi({ summary: [], totals: totalsOf(0, 0, 0, 0) });
    renderWithProviders(<AnalyticsDashboard />);

    expect(await within(card('Signup Rate')).findByText('0%')).toBeInTheDocument();
    expect(within(card('Total Visits')).getByText('0')).toBeInTheDocument();
    const sources = screen.getByRole('region', { name: 'Traffic Sources' });
    expect(await within(sources).findByText('No data available for the selected time range.')).toBeInTheDocument();
  });

  it("lists recent events with type and source badges, path and a local time; 'login' reads 'New User Login'", async () => {
    fakeAnalyticsApi({
      recent: [
        { id: 2, event_type: 'login', utm_source: null, page_path: '/login', timestamp: '2025-01-05T14:03:07.000Z' },
        { id: 1, event_type: 'whatsapp_signup', utm_source: 'linkedin', page_path: '/', timestamp: '2025-01-05T14:00:00.000Z' },
      ],
    });
    renderWithProviders(<AnalyticsDashboard />);

    const recent = screen.getByRole('region', { name: 'Recent Events' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('New User Login')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Direct')).toBeInTheDocument();
    expect(within(items[0]!).getByText('/login')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('time')).toHaveAttribute('dateTime', '2025-01-05T14:03:07.000Z');
    expect(within(items[1]!).getByText('WhatsApp Signup')).toBeInTheDocument();
    expect(within(items[1]!).getByText('linkedin')).toBeInTheDocument();
  });

  it('says so when there are no recent events', async () => {
    fakeAnalyticsApi({ recent: [] });
    renderWithProviders(<AnalyticsDashboard />);
    expect(await screen.findByText('No recent events found.')).toBeInTheDocument();
  });

  it('asks for the last 7 days first and for 14 or 30 days when chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-31T12:00:00.000Z'));
    const fourteenDays = (url: URL) => url.searchParams.get('start_date')?.startsWith('2025-03-17') === true;
    const fetchMock = fakeAnalyticsApi({
      summary: (url) => (fourteenDays(url) ? [summaryRow('ads', 40, 4, 0, 10)] : [summaryRow('ads', 7, 0, 0, 0)]),
      totals: (url) => (fourteenDays(url) ? totalsOf(40, 4, 0, 10) : totalsOf(7, 0, 0, 0)),
    });
    const { user } = renderWithProviders(<AnalyticsDashboard />);

    expect(await within(card('Total Visits')).findByText('7')).toBeInTheDocument();
    const range = screen.getByRole('group', { name: 'Time range' });
    expect(within(range).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const first = new URL(String(fetchMock.mock.calls.find(([url]) => String(url).includes('summary'))?.[0]), 'http://localhost');
    expect(first.searchParams.get('start_date')).toBe('2025-03-24T12:00:00.000Z');
    expect(first.searchParams.get('end_date')).toBe('2025-03-31T12:00:00.000Z');

    await user.click(within(range).getByRole('button', { name: '14 days' }));

    expect(await within(card('Total Visits')).findByText('40')).toBeInTheDocument();
    expect(within(card('Signup Rate')).getByText('10.00%')).toBeInTheDocument();
    expect(within(range).getByRole('button', { name: '14 days' })).toHaveAttribute('aria-pressed', 'true');
    // The one picker sets the funnel too.
    const funnelStarts = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/analytics/funnel')
      .map((url) => url.searchParams.get('start_date'));
    expect(funnelStarts).toEqual(expect.arrayContaining(['2025-03-24T12:00:00.000Z', '2025-03-17T12:00:00.000Z']));
    expect(screen.getAllByRole('group', { name: /range/i })).toHaveLength(1);
    vi.useRealTimers();
  });

  it('draws the daily chart from the daily endpoint', async () => {
    fakeAnalyticsApi({ daily: [{ date: '2025-01-01', visits: 4, signups: 1, logins: 0 }] });
    renderWithProviders(<AnalyticsDashboard />);
    expect(await screen.findByText('2025-01-01: 4')).toBeInTheDocument();
  });

  it('says "No visits in this range" instead of drawing an empty frame', async () => {
    fakeAnalyticsApi({
      daily: [
        { date: '2025-01-01', visits: 0, signups: 0, logins: 2 },
        { date: '2025-01-02', visits: 0, signups: 0, logins: 0 },
      ],
    });
    renderWithProviders(<AnalyticsDashboard />);
    expect(await screen.findByText('No visits in this range')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chart points' })).not.toBeInTheDocument();
  });

  it('only logs a failure, showing a calm note with a retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeAnalyticsApi({ failing: ['/api/analytics/totals', '/api/analytics/summary'], recent: [] });
    const { user } = renderWithProviders(<AnalyticsDashboard />);

    expect(await screen.findByText('We could not read the visit figures just now.')).toBeInTheDocument();
    expect(await screen.findByText('We could not read the traffic sources just now.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(screen.getByText('No recent events found.')).toBeInTheDocument();

    fakeAnalyticsApi({ totals: totalsOf(2, 1, 0, 50), summary: [summaryRow('Direct', 2, 1, 0, 50)], recent: [] });
    const [retryCards] = screen.getAllByRole('button', { name: 'Try again' });
    await user.click(retryCards!);

    expect(await within(card('Signup Rate')).findByText('50.00%')).toBeInTheDocument();
    // The traffic sources still show their own note until they are retried.
    expect(screen.getByText('We could not read the traffic sources just now.')).toBeInTheDocument();
  });
});
