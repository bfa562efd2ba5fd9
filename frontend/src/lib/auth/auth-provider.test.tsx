import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { sessionStore } from './session-store';
import type { Session } from './session-types';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function storedSession(expiresInMs: number): Session {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_in: 900,
    expires_at: (Date.now() + expiresInMs) / 1000,
    token_type: 'bearer',
    user: {
      id: 'u1',
      phone: '+447700900001',
      email: null,
      name: null,
      user_metadata: { name: null },
      roles: [],
      account: 'open',
      created_at: '2026-01-01T00:00:00.000Z',
    },
  };
}

function AuthProbe() {
  const { loading, user } = useAuth();
  return <p>{loading ? 'loading' : user ? `signed in as ${user.phone}` : 'signed out'}</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('AuthProvider', () => {
  it('keeps a stored session that is due for refresh while the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStore.write(storedSession(30_000));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    render(
      <AuthProvider>
        <AuthProbe />
      </AuthProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    expect(screen.getByText('signed in as +447700900001')).toBeInTheDocument();
    expect(sessionStore.read()?.refresh_token).toBe('refresh-1');
  });

  it('keeps the session when a refresh on the 30 s tick cannot reach the server', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStore.write(storedSession(120_000));
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/auth/user') return jsonResponse(storedSession(120_000).user);
      if (url === '/user/check/') return jsonResponse({ account: 'open', first_name: null, name: null });
      throw new TypeError('Failed to fetch');
    });

    render(
      <AuthProvider>
        <AuthProbe />
      </AuthProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('signed in as +447700900001')).toBeInTheDocument();

    // 30 s later the token is within 90 s of expiry; the refresh fails five times over about 3 s.
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/auth/token')).toHaveLength(5);
    expect(screen.getByText('signed in as +447700900001')).toBeInTheDocument();
    expect(sessionStore.read()?.refresh_token).toBe('refresh-1');
  });

  it('signs out when the server refuses the refresh token', async () => {
    sessionStore.write(storedSession(30_000));
    fetchMock.mockResolvedValue(jsonResponse({ message: 'This session has ended' }, 401));

    render(
      <AuthProvider>
        <AuthProbe />
      </AuthProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(sessionStore.read()).toBeNull();
  });
});
