import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/test-utils';

import { fakeAnalyticsApi } from '../testing/fake-analytics-api';
import { rangeOfDays } from '../utils/date-range';
import { MessagesChart } from './messages-chart';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MessagesChart', () => {
  it('asks for the range’s messages and says how many there were', async () => {
    const fetchMock = fakeAnalyticsApi({
      messages: [
        { date: '2025-01-04', free: 3, premium: 10, founding: 1 },
        { date: '2025-01-05', free: 0, premium: 1200, founding: 0 },
      ],
    });
    const range = rangeOfDays(7);
    renderWithProviders(<MessagesChart range={range} />);
    expect(screen.getByRole('heading', { name: 'Messages per day by plan' })).toBeInTheDocument();
    expect(await screen.findByText('1,214 messages in the range')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/analytics/messages');
    expect(url.searchParams.get('start_date')).toBe(range.start_date);
  });

  it('says so when nobody wrote in the range', async () => {
    fakeAnalyticsApi({ messages: [{ date: '2025-01-05', free: 0, premium: 0, founding: 0 }] });
    renderWithProviders(<MessagesChart range={rangeOfDays(7)} />);
    expect(await screen.findByText('No messages in this range')).toBeInTheDocument();
  });
});
