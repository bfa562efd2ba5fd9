import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import type { Session } from '@/lib/auth/session-types';
import { fakeApi } from '@/testing/fake-api';
import { createTestQueryClient } from '@/testing/test-utils';

import { messagesSettingKey } from '../api/messages-setting';
import { TIME_ZONE_CHECKED_KEY, useTimeZoneReport } from './use-time-zone-report';

/** The session the sign-in stores; the hook keeps its check only while it is there. */
function storeSessionOf(userId: string | null) {
  sessionStore.write(userId ? ({ access_token: 'token', user: { id: userId } } as Session) : null);
}

function Reporter({ userId }: { userId: string | null }) {
  useTimeZoneReport(userId);
  return null;
}

/** A settings server keeping one zone, and the browser in another (or the same) one. */
function setUp({ kept, browser }: { kept: string | null; browser: string }) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).resolvedOptions(),
    timeZone: browser,
  });
  const stored = { enabled: true, time_zone: kept };
  const api = fakeApi((call) => {
    if (call.path === '/api/me/time-zone' && call.method === 'PUT') {
      stored.time_zone = (call.body as { time_zone: string }).time_zone;
      return { json: { ...stored } };
    }
    if (call.path === '/api/me/messages' && call.method === 'GET') return { json: { ...stored } };
    return { status: 404, json: { message: 'not here' } };
  });
  /** One page load of the app, in React's strict mode as in development: a fresh cache, the same tab. */
  const load = (userId: string | null) => {
    storeSessionOf(userId);
    const client = createTestQueryClient();
    const view = render(
      <StrictMode>
        <QueryClientProvider client={client}>
          <Reporter userId={userId} />
        </QueryClientProvider>
      </StrictMode>,
    );
    return { client, ...view };
  };
  return { api, stored, load };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('useTimeZoneReport', () => {
  it('sends the browser’s zone once (strict mode mounting twice) when the kept one differs, and asks nothing on later page views', async () => {
    const { api, stored, load } = setUp({ kept: null, browser: 'America/New_York' });
    const first = load('user-1');
    await waitFor(() => expect(stored.time_zone).toBe('America/New_York'));
    expect(api.calls).toEqual([
      { method: 'GET', path: '/api/me/messages', body: undefined },
      { method: 'PUT', path: '/api/me/time-zone', body: { time_zone: 'America/New_York' } },
    ]);
    await waitFor(() => expect(first.client.getQueryData(messagesSettingKey)).toEqual({ enabled: true, time_zone: 'America/New_York' }));
    expect(sessionStorage.getItem(TIME_ZONE_CHECKED_KEY)).toBe('user-1 America/New_York');
    first.unmount();

    load('user-1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(2);
  });

  it('only reads the kept zone when it is the browser’s already, and sends nothing', async () => {
    const { api, load } = setUp({ kept: 'Europe/London', browser: 'Europe/London' });
    load('user-1');
    await waitFor(() => expect(sessionStorage.getItem(TIME_ZONE_CHECKED_KEY)).toBe('user-1 Europe/London'));
    expect(api.calls).toEqual([{ method: 'GET', path: '/api/me/messages', body: undefined }]);
    load('user-1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(1);
  });

  it('asks nothing while signed out, and checks again for another person or a new zone in the same tab', async () => {
    const { api, load } = setUp({ kept: 'Europe/London', browser: 'Europe/London' });
    load(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);

    sessionStorage.setItem(TIME_ZONE_CHECKED_KEY, 'user-1 Europe/London');
    load('user-2');
    await waitFor(() => expect(sessionStorage.getItem(TIME_ZONE_CHECKED_KEY)).toBe('user-2 Europe/London'));
    expect(api.calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('keeps nothing of a person who signed out while the check was on its way', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).resolvedOptions(),
      timeZone: 'Europe/Paris',
    });
    let answer: (() => void) | undefined;
    const api = fakeApi(
      (call) =>
        new Promise((resolve) => {
          answer = () =>
            resolve(call.method === 'GET' ? { json: { enabled: true, time_zone: 'Europe/Paris' } } : { status: 404, json: {} });
        }),
    );
    const client = createTestQueryClient();
    const tree = (userId: string | null) => (
      <QueryClientProvider client={client}>
        <Reporter userId={userId} />
      </QueryClientProvider>
    );
    storeSessionOf('user-1');
    const view = render(tree('user-1'));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    view.rerender(tree(null));
    answer?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionStorage.getItem(TIME_ZONE_CHECKED_KEY)).toBeNull();
  });

  it('keeps nothing when the sign-out clears the storage before the next render says so', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).resolvedOptions(),
      timeZone: 'Europe/Paris',
    });
    let answer: (() => void) | undefined;
    const api = fakeApi(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ json: { enabled: true, time_zone: 'Europe/Paris' } });
        }),
    );
    storeSessionOf('user-1');
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Reporter userId="user-1" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(api.calls).toHaveLength(1));
    storeSessionOf(null);
    answer?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionStorage.getItem(TIME_ZONE_CHECKED_KEY)).toBeNull();
  });

  it('tries again on the next page load when the server could not be asked', async () => {
    const { api, load } = setUp({ kept: null, browser: 'Asia/Tokyo' });
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load('user-1');
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionStorage.getItem(TIME_ZONE_CHECKED_KEY)).toBeNull();

    load('user-1');
    await waitFor(() => expect(sessionStorage.getItem(TIME_ZONE_CHECKED_KEY)).toBe('user-1 Asia/Tokyo'));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/me/time-zone', body: { time_zone: 'Asia/Tokyo' } },
    ]);
  });
});
