import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type AuthContextValue, useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { sessionEnded } from './session-ended';
import { sessionStore } from './session-store';
import type { AuthUser, Session } from './session-types';
import { rememberAccount } from '@/lib/device-cache';
import { testSession, testUser } from '@/testing/auth-fixtures';
import { jsonResponse } from '@/testing/json-response';

const fetchMock = vi.fn<typeof fetch>();

function storedSession(expiresInMs: number): Session {
  return testSession({ expires_at: (Date.now() + expiresInMs) / 1000 });
}

function AuthProbe() {
  const { loading, user } = useAuth();
  return <p>{loading ? 'loading' : user ? `signed in as ${user.phone}` : 'signed out'}</p>;
}

/**
 * A returning person whose open account this device kept, with the session check answering `user`
 * and the account look-up `account`. Returns what each render of the page saw, as `summarise` puts it.
 */
function renderReturningPerson(answers: { user: AuthUser; account: string }, summarise: (auth: AuthContextValue) => string): string[] {
  sessionStore.write(storedSession(600_000));
  rememberAccount('u1', 'open');
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/auth/user') return jsonResponse(answers.user);
    if (url === '/user/check') return jsonResponse({ account: answers.account, first_name: answers.user.name, name: answers.user.name });
    throw new TypeError(`unexpected request ${url}`);
  });
  const seen: string[] = [];
  function CountingProbe() {
    seen.push(summarise(useAuth()));
    return null;
  }
  render(
    <AuthProvider>
      <CountingProbe />
    </AuthProvider>,
  );
  return seen;
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
  it("renders a visitor's prerendered page once as it hydrates, and not again when hydration ends", async () => {
    const seen: string[] = [];
    function CountingProbe() {
      const { loading, user } = useAuth();
      seen.push(loading ? 'loading' : user ? 'signed in' : 'signed out');
      return <p>probe</p>;
    }
    const page = (
      <AuthProvider>
        <CountingProbe />
      </AuthProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    seen.length = 0;

    const root = await act(async () => {
      const hydrating = hydrateRoot(container, page);
      await vi.advanceTimersByTimeAsync(0);
      return hydrating;
    });
    expect(seen).toEqual(['signed out']);
    act(() => root.unmount());
    container.remove();
  });

  it('renders a returning person once when the check finds their session and account as they were kept', async () => {
    const seen = renderReturningPerson({ user: testUser(), account: 'open' }, ({ user }) => user?.name ?? 'no name');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/auth/user', '/user/check']);
    expect(seen).toEqual(['no name']);
  });

  it('shows what the check finds when the person changed since the device kept them', async () => {
    const seen = renderReturningPerson(
      { user: testUser({ name: 'Ada' }), account: 'closed' },
      ({ user, account }) => `${user?.name ?? 'no name'}, ${account}`,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(seen.at(-1)).toBe('Ada, closed');
  });

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
      if (url === '/user/check') return jsonResponse({ account: 'open', first_name: null, name: null });
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

  it('shows the stored session when the check takes longer than 15 s, instead of signing out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStore.write(storedSession(600_000));
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));

    render(
      <AuthProvider>
        <AuthProbe />
      </AuthProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(14_999));
    expect(screen.getByText('loading')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('signed in as +447700900001')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/took too long/));
  });

  it('sends a refresh token once, even when recovery and the slow check both need a fresh token', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStore.write(storedSession(30_000));
    const refreshed = { ...storedSession(900_000), access_token: 'access-2', refresh_token: 'refresh-2' };
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/auth/token') {
        await new Promise((resolve) => setTimeout(resolve, 20_000));
        return jsonResponse({ session: refreshed });
      }
      if (url === '/auth/user') return jsonResponse(refreshed.user);
      return jsonResponse({ account: 'open', first_name: null, name: null });
    });

    render(
      <AuthProvider>
        <AuthProbe />
      </AuthProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(screen.getByText('signed in as +447700900001')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/auth/token')).toHaveLength(1);
    expect(sessionStore.read()?.refresh_token).toBe('refresh-2');
    expect(screen.getByText('signed in as +447700900001')).toBeInTheDocument();
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
    // Not a sign-out the person chose: the sign-in page will say so and bring them back here.
    expect(sessionEnded.read()).toBe('/');
  });

  it('notes no ended session for a visitor who never had one', async () => {
    render(
      <AuthProvider>
        <AuthProbe />
      </AuthProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(sessionEnded.read()).toBeNull();
  });
});
