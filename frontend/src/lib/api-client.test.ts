import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '@/testing/json-response';

import { apiFetch, setAccessTokenGetter } from './api-client';
import { ApiError } from './api-error';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setAccessTokenGetter(undefined);
});

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

describe('apiFetch', () => {
  it('sends JSON bodies as POST and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true }));

    await expect(apiFetch('/dev/user/get', { body: { userId: 'u1' } })).resolves.toEqual({ success: true });

    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"userId":"u1"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('adds query parameters and skips empty ones', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));

    await apiFetch('/api/analytics/funnel', { query: { start_date: '2026-01-01', end_date: '2026-01-08', source: undefined } });

    expect(lastRequest().url).toBe('/api/analytics/funnel?start_date=2026-01-01&end_date=2026-01-08');
    expect(lastRequest().init.method).toBe('GET');
  });

  it('adds the bearer token from the registered getter, unless the call is anonymous', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({}));
    setAccessTokenGetter(async () => 'token-123');

    await apiFetch('/auth/user');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer token-123');

    await apiFetch('/auth/token', { body: { refresh_token: 'r' }, anonymous: true });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('throws an ApiError carrying the status and the server message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ statusCode: 400, message: 'phone must be a valid phone number' }, 400));

    const error = await apiFetch('/auth/otp', { body: { phone: 'x' } }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'phone must be a valid phone number' });
  });

  it('joins a list of validation messages into one sentence', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: ['title should not be empty', 'userId must be a string'] }, 400));

    await expect(apiFetch('/dev/user/tasks/create', { body: { userId: 'u1', title: '' } })).rejects.toThrow(
      'title should not be empty. userId must be a string',
    );
  });

  it('falls back to a readable message when the server gives none', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));

    await expect(apiFetch('/health')).rejects.toMatchObject({
      status: 503,
      message: 'daily is having trouble right now. Nothing was lost; please try again in a moment.',
    });
  });

  it('says server trouble in plain words, never a proxy page or a bare reason phrase', async () => {
    const plain = 'daily is having trouble right now. Nothing was lost; please try again in a moment.';
    fetchMock.mockResolvedValueOnce(new Response('Service Unavailable', { status: 503, headers: { 'Content-Type': 'text/plain' } }));
    await expect(apiFetch('/dev/user/tasks/array', { read: true, body: { userId: 'u1' } })).rejects.toMatchObject({
      status: 503,
      message: plain,
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({ statusCode: 502, error: 'Bad Gateway' }, 502));
    await expect(apiFetch('/dev/user/tasks/array', { read: true, body: { userId: 'u1' } })).rejects.toMatchObject({
      status: 502,
      message: plain,
    });
    // The server's own sentence is kept.
    const own = 'The service cannot save changes right now. Nothing was changed; please try again shortly.';
    fetchMock.mockResolvedValueOnce(jsonResponse({ statusCode: 503, error: own, message: own }, 503));
    await expect(apiFetch('/dev/user/tasks/array', { read: true, body: { userId: 'u1' } })).rejects.toMatchObject({
      status: 503,
      message: own,
    });
  });

  it('reports an unreachable server as a network error with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await apiFetch('/health').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('lets cancellations through untouched', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));

    await expect(apiFetch('/health')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('resolves to undefined for an empty success', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiFetch('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('apiFetch writes carry an Idempotency-Key', () => {
  const keyOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('Idempotency-Key');

  it('a fresh key for every action, and none for a read', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({}));

    await apiFetch('/dev/user/tasks/create', { body: { userId: 'u1', title: 'fresh' } });
    await apiFetch('/dev/user/tasks/create', { body: { userId: 'u1', title: 'fresh' } });
    await apiFetch('/auth/user');
    await apiFetch('/dev/user/tasks/array', { read: true, body: { userId: 'u1' } });

    expect(keyOf(0)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(1)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(0)).not.toBe(keyOf(1));
    expect(keyOf(2)).toBeNull();
    // A read the API sends as a POST carries none either.
    expect(fetchMock.mock.calls[3]?.[1]?.method).toBe('POST');
    expect(keyOf(3)).toBeNull();
  });

  it('the retry of a write that got no answer, or a 503, is sent with the same key until one answer is definite', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(async () => new Response('', { status: 503, headers: { 'Retry-After': '5' } }))
      .mockImplementationOnce(async () => jsonResponse({ task: { id: 't1' } }, 201))
      .mockImplementationOnce(async () => jsonResponse({ task: { id: 't2' } }, 201));
    const create = () => apiFetch('/dev/user/tasks/create', { body: { userId: 'u1', title: 'retried' } });

    await expect(create()).rejects.toMatchObject({ status: 0 });
    await expect(create()).rejects.toMatchObject({ status: 503 });
    await expect(create()).resolves.toEqual({ task: { id: 't1' } });
    // After a definite answer the same write again is a new action.
    await expect(create()).resolves.toEqual({ task: { id: 't2' } });

    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).toBe(keyOf(0));
    expect(keyOf(3)).not.toBe(keyOf(0));
  });

  it('a client error forgets the key, and a different write never shares it', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(async () => jsonResponse({ task: {} }, 201))
      .mockImplementationOnce(async () => jsonResponse({ message: 'title should not be empty' }, 400))
      .mockImplementationOnce(async () => jsonResponse({ message: 'title should not be empty' }, 400));

    await expect(apiFetch('/dev/user/tasks/create', { body: { userId: 'u1', title: 'one' } })).rejects.toMatchObject({ status: 0 });
    await apiFetch('/dev/user/tasks/create', { body: { userId: 'u1', title: 'another' } });
    await expect(apiFetch('/dev/user/tasks/create', { body: { userId: 'u1', title: '' } })).rejects.toMatchObject({ status: 400 });
    await expect(apiFetch('/dev/user/tasks/create', { body: { userId: 'u1', title: '' } })).rejects.toMatchObject({ status: 400 });

    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(keyOf(3)).not.toBe(keyOf(2));
  });
});
