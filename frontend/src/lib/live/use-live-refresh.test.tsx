import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setAccessTokenGetter } from '@/lib/api-client';
import { createTestQueryClient } from '@/testing/test-utils';

import { type LiveQueryKeys, type LiveRefreshOptions, useLiveRefresh } from './use-live-refresh';

/** A server-sent-events stream the test writes to and ends. */
function stream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const keys: LiveQueryKeys = {
  tasks: [['tasks']],
  journal: [['journal']],
  conversation: [['assistant']],
  profile: [['user-data'], ['settings', 'messages']],
  subscription: [['billing']],
  decisions: [['decisions']],
};

const fetchMock = vi.fn<typeof fetch>();
const quick: LiveRefreshOptions = { retryDelay: () => 10 };

function renderLive(userId: string | null, options: LiveRefreshOptions = quick) {
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(({ id }: { id: string | null }) => useLiveRefresh(id, keys, options), { wrapper, initialProps: { id: userId } });
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { ...hook, invalidate, invalidated };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setAccessTokenGetter(() => 'token-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setAccessTokenGetter(undefined);
});

describe('useLiveRefresh', () => {
  it('reads /api/live with the Bearer token and refetches the queries of the models a change names', async () => {
    const live = stream();
    fetchMock.mockResolvedValueOnce(live.response);
    const { invalidated } = renderLive('u1');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/live');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');

    // A heartbeat changes nothing; an event split across chunks is read whole.
    live.write(': heartbeat\n\n');
    live.write('event: changed\ndata: {"models":["tasks",');
    live.write('"profile","no-such-model"]}\n\n');
    await waitFor(() => expect(invalidated()).toEqual([['tasks'], ['user-data'], ['settings', 'messages']]));

    live.write('event: other\ndata: {"models":["journal"]}\n\nevent: changed\r\ndata: {"models":["conversation"]}\r\n\r\n');
    await waitFor(() => expect(invalidated()).toContainEqual(['assistant']));
    expect(invalidated()).not.toContainEqual(['journal']);

    live.write('event: changed\ndata: {"models":["decisions"]}\n\n');
    await waitFor(() => expect(invalidated().at(-1)).toEqual(['decisions']));
  });

  it('opens late when asked, once the page has loaded, and asks again for everything shown as it opens', async () => {
    const live = stream();
    fetchMock.mockResolvedValueOnce(live.response);
    const { invalidated } = renderLive('u1', { ...quick, startAfterMs: 150 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // What the page read before the stream opened may have changed meanwhile.
    await waitFor(() =>
      expect(invalidated()).toEqual([
        ['tasks'],
        ['journal'],
        ['assistant'],
        ['user-data'],
        ['settings', 'messages'],
        ['billing'],
        ['decisions'],
      ]),
    );
  });

  it('connects again when the stream ends, refetching everything it may have missed', async () => {
    const first = stream();
    const second = stream();
    fetchMock.mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const { invalidated } = renderLive('u1');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    first.end();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(invalidated()).toEqual([
        ['tasks'],
        ['journal'],
        ['assistant'],
        ['user-data'],
        ['settings', 'messages'],
        ['billing'],
        ['decisions'],
      ]),
    );

    second.write('event: changed\ndata: {"models":["journal"]}\n\n');
    await waitFor(() => expect(invalidated().at(-1)).toEqual(['journal']));
  });

  it('tries again after a failure, waiting longer each time', async () => {
    const delays: number[] = [];
    const live = stream();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(live.response);
    renderLive('u1', {
      retryDelay: (attempt: number) => {
        delays.push(attempt);
        return 5;
      },
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(delays).toEqual([1, 2]);
  });

  it('closes the stream on sign-out and opens none while signed out', async () => {
    const live = stream();
    fetchMock.mockResolvedValueOnce(live.response);
    const { rerender } = renderLive('u1');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    rerender({ id: null });
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up on a server that has no live stream', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 404 }));
    renderLive('u1');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes a stream that went quiet, without even a heartbeat, as dropped', async () => {
    const quiet = stream();
    const next = stream();
    fetchMock.mockResolvedValueOnce(quiet.response).mockResolvedValueOnce(next.response);
    renderLive('u1', { retryDelay: () => 5, idleTimeoutMs: 30 });
    // The next stream goes quiet too, and is dropped in turn: the count goes on past two.
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });
});
