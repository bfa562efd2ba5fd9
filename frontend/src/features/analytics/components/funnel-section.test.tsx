import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { rangeOfDays } from '../utils/date-range';

import { cohortsOf, fakeAnalyticsApi, funnelOf, leavingOf } from '../testing/fake-analytics-api';
import { FunnelSection } from './funnel-section';

// The chart is tested on its own (day-bar-chart.test.tsx); here its module is replaced by its bar labels.
vi.mock('./funnel-chart-view', () => ({
  FunnelChartView: ({ steps }: { steps: { label: string; count: number }[] }) => (
    <ul aria-label="Funnel bars">
      {steps.map((step) => (
        <li key={step.label}>{`${step.label}: ${step.count}`}</li>
      ))}
    </ul>
  ),
}));

vi.mock('./messages-chart-view', () => ({
  MessagesChartView: ({ days }: { days: { date: string; free: number; premium: number; founding: number }[] }) => (
    <ul aria-label="Message bars">
      {days.map((day) => (
        <li key={day.date}>{`${day.date}: ${day.free}/${day.premium}/${day.founding}`}</li>
      ))}
    </ul>
  ),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const calls = (fetchMock: ReturnType<typeof fakeAnalyticsApi>, path: string) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === path);

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the Funnel section', () => {
  it('shows the First message step after WhatsApp entry, and the messages per day by plan', async () => {
    fakeAnalyticsApi({
      funnel: {
        ...funnelOf([5, 2, 4, 4, 3, 2, 2]),
        first_messages: 3,
        messages_per_day: [{ date: '2025-01-08', free: 2, premium: 9, founding: 1 }],
      },
    });
    renderWithProviders(<FunnelSection range={rangeOfDays(7)} />);
    const funnel = await screen.findByRole('region', { name: 'Funnel' });
    await within(funnel).findByRole('row', { name: /^First message/ });
    const rows = within(funnel)
      .getAllByRole('row')
      .map((row) => within(row).queryByRole('rowheader')?.textContent);
    expect(rows.slice(1, 5)).toEqual(['Visited', 'WhatsApp entry', 'First message', 'Signed in']);
    expect(cells(within(funnel).getByRole('row', { name: /^First message/ }))).toEqual(['3', '—']);
    // Signed in keeps its share of WhatsApp entry: first messages are numbers, not the same people.
    expect(cells(within(funnel).getByRole('row', { name: /^Signed in/ }))).toEqual(['4', '200%']);

    const messages = screen.getByRole('region', { name: 'Messages per day by plan' });
    expect(within(messages).getByText('12 messages in the range')).toBeInTheDocument();
    const bars = await within(messages).findAllByRole('listitem');
    expect(bars).toHaveLength(14);
    expect(bars[2]).toHaveTextContent('2025-01-08: 2/9/1');
    expect(bars[0]).toHaveTextContent('2025-01-06: 0/0/0');
  });

  it('shows each step with its count and its share of the step before, and the sources that add up to it', async () => {
    fakeAnalyticsApi({
      funnel: funnelOf(
        [5, 2, 4, 4, 3, 2, 2],
        [
          { source: 'linkedin', counts: [2, 1, 2, 2, 2, 1, 1] },
          { source: 'Direct', counts: [2, 0, 1, 1, 0, 1, 0] },
          { source: 'twitter', counts: [1, 1, 1, 1, 1, 0, 1] },
        ],
      ),
    });
    renderWithProviders(<FunnelSection range={rangeOfDays(7)} />);

    const funnel = await screen.findByRole('region', { name: 'Funnel' });
    // The year shows only when it is not this one.
    expect(await within(funnel).findByText(/^All sources, UTC days Jan 6(, 2025)? to Jan 19(, 2025)?$/)).toBeInTheDocument();
    expect(cells(within(funnel).getByRole('row', { name: /^Visited/ }))).toEqual(['5', '—']);
    expect(cells(within(funnel).getByRole('row', { name: /^WhatsApp entry/ }))).toEqual(['2', '40%']);
    expect(cells(within(funnel).getByRole('row', { name: /^Signed in/ }))).toEqual(['4', '200%']);
    expect(cells(within(funnel).getByRole('row', { name: /^Paid/ }))).toEqual(['2', '66.67%']);
    expect(await within(funnel).findByText('Trial started: 3')).toBeInTheDocument();

    const bySource = within(funnel).getByRole('region', { name: 'Funnel by source, scrolls sideways' });
    expect(cells(within(bySource).getByRole('row', { name: /linkedin/ }))).toEqual(['2', '1', '2', '2', '2', '1', '1']);
    expect(cells(within(bySource).getByRole('row', { name: /twitter/ }))).toEqual(['1', '1', '1', '1', '1', '0', '1']);
  });

  it('asks for the page’s range, and for one source when chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-31T12:00:00.000Z'));
    const fetchMock = fakeAnalyticsApi({
      funnel: (url) =>
        url.searchParams.get('source') === 'linkedin'
          ? funnelOf([2, 1, 2, 2, 2, 1, 1], [{ source: 'linkedin', counts: [2, 1, 2, 2, 2, 1, 1] }], 'linkedin')
          : funnelOf(
              [3, 1, 2, 2, 2, 1, 1],
              [
                { source: 'linkedin', counts: [2, 1, 2, 2, 2, 1, 1] },
                { source: 'Direct', counts: [1, 0, 0, 0, 0, 0, 0] },
              ],
            ),
    });
    const { user } = renderWithProviders(<FunnelSection range={rangeOfDays(7)} />);

    await screen.findByRole('region', { name: 'Funnel' });
    // No range of its own: the page's picker is the only one.
    expect(screen.queryByRole('group', { name: /range/i })).not.toBeInTheDocument();
    expect(calls(fetchMock, '/api/analytics/funnel')[0]?.searchParams.get('start_date')).toBe('2025-03-24T12:00:00.000Z');
    expect(calls(fetchMock, '/api/analytics/cohorts')[0]?.searchParams.get('end_date')).toBe('2025-03-31T12:00:00.000Z');
    expect(calls(fetchMock, '/api/analytics/funnel')[0]?.searchParams.has('source')).toBe(false);

    await user.click(await screen.findByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'linkedin' }));
    expect(await screen.findByText('linkedin, UTC days Jan 6 to Jan 19')).toBeInTheDocument();
    for (const path of ['/api/analytics/funnel', '/api/analytics/cohorts', '/api/analytics/codes', '/api/analytics/cancellation-reasons']) {
      expect(calls(fetchMock, path).at(-1)?.searchParams.get('source')).toBe('linkedin');
    }
    const funnel = screen.getByRole('region', { name: 'Funnel' });
    expect(cells(within(funnel).getByRole('row', { name: /^Visited/ }))).toEqual(['2', '—']);
    // One source has nothing to break down.
    expect(within(funnel).queryByRole('region', { name: /by source/ })).not.toBeInTheDocument();
  });

  it('lists weekly cohorts by the Monday of their UTC week, and says the weeks are UTC', async () => {
    fakeAnalyticsApi({
      funnel: funnelOf([5, 2, 4, 4, 3, 2, 2]),
      cohorts: cohortsOf([
        { week: '2025-01-06', counts: [3, 2, 2, 2, 2, 1, 1] },
        { week: '2025-01-13', counts: [2, 0, 2, 2, 1, 1, 1] },
      ]),
    });
    renderWithProviders(<FunnelSection range={rangeOfDays(7)} />);

    const cohorts = await screen.findByRole('region', { name: 'Weekly cohorts' });
    expect(within(cohorts).getByText(/Weeks are UTC weeks, Monday to Sunday/)).toBeInTheDocument();
    expect(await within(cohorts).findByRole('columnheader', { name: 'Week of (UTC)' })).toBeInTheDocument();
    expect(cells(within(cohorts).getByRole('row', { name: /Jan 6/ }))).toEqual(['3', '2', '2', '2', '2', '1', '1']);
    expect(cells(within(cohorts).getByRole('row', { name: /Jan 13/ }))).toEqual(['2', '0', '2', '2', '1', '1', '1']);
  });

  it('counts why people left by category and how the offer to stay went, and the codes they used', async () => {
    fakeAnalyticsApi({
      funnel: funnelOf([5, 2, 4, 4, 3, 2, 2]),
      leaving: leavingOf({ too_expensive: 1 }, 1, { accepted: 1, declined: 1 }),
      codes: [{ code: 'FRIEND-ADA', type: 'referral', uses: 1, trials: 1, paid: 1 }],
    });
    renderWithProviders(<FunnelSection range={rangeOfDays(7)} />);

    const leaving = await screen.findByRole('region', { name: 'Why people left' });
    expect(await within(leaving).findByText('It’s too expensive')).toBeInTheDocument();
    expect(within(leaving).getByText('No reason given')).toBeInTheDocument();
    expect(within(leaving).queryByText('Another reason')).not.toBeInTheDocument();
    expect(within(leaving).getByText('Offered the discount to stay: 1 took it, 1 turned it down.')).toBeInTheDocument();

    const codes = screen.getByRole('region', { name: 'Coupon and referral codes' });
    expect(cells(await within(codes).findByRole('row', { name: /FRIEND-ADA/ }))).toEqual(['1', '1', '1']);
  });

  it('says when the range has no one in it', async () => {
    fakeAnalyticsApi({});
    renderWithProviders(<FunnelSection range={rangeOfDays(7)} />);
    const funnel = await screen.findByRole('region', { name: 'Funnel' });
    expect(await within(funnel).findByText('No data available for the selected time range.')).toBeInTheDocument();
    expect(await screen.findByText('No codes were used in this range.')).toBeInTheDocument();
    expect(screen.getByText('Nobody who came in this range has left.')).toBeInTheDocument();
  });
});
