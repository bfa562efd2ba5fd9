import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { PageVisitTracker } from '../components/page-visit-tracker';
import type { PageVisitEvent } from '../utils/page-visit-event';

const beacon = vi.fn<(url: string, data: Blob) => boolean>();

async function sentEvents(): Promise<PageVisitEvent[]> {
  return Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await blob.text()) as PageVisitEvent));
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <PageVisitTracker /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  beacon.mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
});

afterEach(() => {
  beacon.mockReset();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.unstubAllGlobals();
});

describe('page visit tracking', () => {
  it('sends a page_visit with the path, user agent and session, without the query string', async () => {
    renderAt('/about?ref=producthunt&token=secret');

    const [event] = await sentEvents();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('/api/analytics/events');
    expect(beacon.mock.calls[0]?.[1].type).toBe('application/json');
    expect(event).toMatchObject({
      event_type: 'page_visit',
      page_path: '/about',
      utm_source: 'producthunt',
      user_agent: navigator.userAgent,
    });
    expect(event?.session_id).toMatch(/^sess_\d+_[a-z0-9]+$/);
    expect(JSON.stringify(event)).not.toContain('secret');
  });

  it('sends one page_visit per route change, with the previous page as referrer', async () => {
    const router = renderAt('/?utm_source=newsletter');
    await act(() => router.navigate('/info'));
    await act(() => router.navigate('/info?view=roadmap'));
    await act(() => router.navigate('/about'));

    const events = await sentEvents();
    expect(events.map((event) => event.page_path)).toEqual(['/', '/info', '/about']);
    expect(events[1]?.referrer).toBe(`${window.location.origin}/`);
    expect(events[2]?.referrer).toBe(`${window.location.origin}/info`);
    // The source from the first page's link stays with the visit.
    expect(events.map((event) => event.utm_source)).toEqual(['newsletter', 'newsletter', 'newsletter']);
    expect(new Set(events.map((event) => event.session_id)).size).toBe(1);
  });

  it('uses a source remembered from an earlier visit', async () => {
    localStorage.setItem('daily.trafficSource', 'linkedin');
    renderAt('/');
    const [event] = await sentEvents();
    expect(event?.utm_source).toBe('linkedin');
  });

  it('falls back to a keepalive fetch without a beacon, and only logs a failure', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetchMock);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    renderAt('/welcome');

    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/analytics/events');
    expect(init?.keepalive).toBe(true);
    expect(JSON.parse(String(init?.body))).toMatchObject({ event_type: 'page_visit', page_path: '/welcome' });
  });

  it('swallows a refused answer from the server', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(new Response('{"message":"slow down"}', { status: 429, headers: { 'Content-Type': 'application/json' } })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    renderAt('/');

    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });

  it('tries a request when the browser will not queue the beacon', async () => {
    beacon.mockReturnValue(false);
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);

    renderAt('/');

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
