import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { testSession, testUser } from '@/testing/auth-fixtures';
import { jsonResponse } from '@/testing/json-response';

import { refreshWithBackoff } from './refresh-session';

const fetchMock = vi.fn<typeof fetch>();

const freshSession = testSession({ access_token: 'access-2', refresh_token: 'refresh-2', user: testUser({ created_at: '' }) });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('refreshing the session', () => {
  it('returns the new session, stamped with its expiry by this device', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ session: freshSession }));
    const outcome = await refreshWithBackoff('refresh-1');
    expect(outcome.kind).toBe('refreshed');
    expect(outcome.kind === 'refreshed' && outcome.session.refresh_token).toBe('refresh-2');
    expect(outcome.kind === 'refreshed' && outcome.session.local_expires_at).toBeGreaterThan(Date.now());
  });

  it('treats a refused refresh token as the end of the session, without retrying', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'This session has ended' }, 401));
    await expect(refreshWithBackoff('refresh-1')).resolves.toEqual({ kind: 'rejected' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a server it cannot reach at 200, 400, 800 and 1600 ms, then reports it unreachable', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = refreshWithBackoff('refresh-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400 + 800 + 1600);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    await expect(result).resolves.toEqual({ kind: 'unreachable' });
  });

  it('counts a server error as unreachable, not as a sign-out', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Service unavailable' }, 503));
    const result = refreshWithBackoff('refresh-1');
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toEqual({ kind: 'unreachable' });
  });
});
