import { replaceEqualDeep } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { useHydrated } from '@/hooks/use-hydrated';
import { isApiError } from '@/lib/api-error';
import { setAccessTokenGetter } from '@/lib/api-client';
import { forgetPersonalStorage } from '@/lib/browser-storage';
import { forgetDeviceCache, readCachedAccount, rememberAccount } from '@/lib/device-cache';

import { toAccountStatus } from './account-status';
import { authApi } from './auth-api';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { AUTH_TIMING, needsRefresh, stampReceived } from './auth-timing';
import { refreshWithBackoff, type RefreshOutcome } from './refresh-session';
import { currentPath, sessionEnded } from './session-ended';
import { otpFlowFlag, sessionStore } from './session-store';
import type { AccountStatus, Session } from './session-types';
import { withTimeout } from './with-timeout';

/** Fired when the session check times out (or by anything that notices auth has stalled); the provider shows the stored session again. */
export const AUTH_TIMEOUT_EVENT = 'daily:auth-timeout';

const signedOut: Omit<AuthState, 'loading'> = { session: null, user: null, account: null, pendingAction: null, pendingData: null };
/**
 * A visitor's state, one object: a prerendered page hydrates with it and keeps it once hydrated, so
 * hydration changes nothing the pages read and none of them renders again for it.
 */
const signedOutState: AuthState = { loading: false, ...signedOut };

/** The account status for a signed-in phone: a failed lookup or no phone counts as open (spec section 4). */
async function lookUpAccount(session: Session): Promise<AccountStatus> {
  if (!session.user.phone) return 'open';
  try {
    const profile = await authApi.checkProfile(session.user.phone);
    return profile.account === 'none' ? toAccountStatus(session.user.account) : toAccountStatus(profile.account);
  } catch {
    return 'open';
  }
}

/**
 * The first state. With no session stored there is nothing to wait for: a visitor is signed out from
 * the first render. A returning person whose account status this device kept is shown signed in
 * at once, as stored (their pages paint their kept data), while the session is checked; what the
 * check finds replaces it. Without a kept status the app waits for the check.
 */
function initialState(): { state: AuthState; session: Session | null } {
  const stored = sessionStore.read();
  if (!stored) return { state: signedOutState, session: null };
  const account = stored.user?.id ? readCachedAccount(stored.user.id) : null;
  if (!account) return { state: { loading: true, ...signedOut }, session: null };
  return { state: { loading: false, ...signedOut, session: stored, user: stored.user, account }, session: stored };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(initialState);
  const [state, setState] = useState<AuthState>(initial.state);
  // A prerendered public page was rendered signed out; while the browser hydrates it the app says
  // so too, and shows the stored session's state (loading, then signed in) right after.
  const hydrated = useHydrated();
  const sessionRef = useRef<Session | null>(initial.session);
  const refreshing = useRef<Promise<RefreshOutcome> | null>(null);
  const refreshNowRef = useRef<() => Promise<Session | null>>(async () => null);
  const tokenGetter = useCallback(async () => {
    const current = sessionRef.current;
    if (current && needsRefresh(current, Date.now())) return (await refreshNowRef.current())?.access_token;
    return current?.access_token;
  }, []);
  const adopt = useCallback(async (session: Session | null) => {
    sessionRef.current = session;
    sessionStore.write(session);
    if (!session) {
      // Nothing of the person stays on the device once they are signed out (or their account is gone).
      forgetDeviceCache();
      forgetPersonalStorage();
      setState(signedOutState);
      return;
    }
    setState((s) => {
      // The check of a stored session mostly finds it as it was: keeping the state as it is spares
      // every page a render of its whole tree while it is starting.
      const kept = replaceEqualDeep(s.session, session);
      const account = s.user?.id === session.user.id ? s.account : readCachedAccount(session.user.id);
      if (kept === s.session && account === s.account && !s.loading) return s;
      return { ...s, loading: false, session: kept, user: kept.user, account };
    });
    const account = await lookUpAccount(session);
    if (sessionRef.current !== session) return;
    rememberAccount(session.user.id, account);
    setState((s) => (s.account === account ? s : { ...s, account }));
  }, []);

  /** One refresh at a time: a refresh token is single-use, and sending it twice would end the session family. */
  const refreshOnce = useCallback((refreshToken: string): Promise<RefreshOutcome> => {
    if (!refreshing.current) {
      refreshing.current = refreshWithBackoff(refreshToken).finally(() => {
        refreshing.current = null;
      });
    }
    return refreshing.current;
  }, []);

  const refreshNow = useCallback(async (): Promise<Session | null> => {
    const current = sessionRef.current;
    if (!current) return null;
    const outcome = await refreshOnce(current.refresh_token);
    if (sessionRef.current !== current) return sessionRef.current;
    // Offline or a server hiccup is not a sign-out: keep the session and try again on the next tick.
    if (outcome.kind === 'unreachable') return current;
    const next = outcome.kind === 'refreshed' ? outcome.session : null;
    if (!next) sessionEnded.mark(currentPath());
    await adopt(next);
    return next;
  }, [adopt, refreshOnce]);

  /** Reads the stored session and checks it with the server; forced to finish after 15 s. */
  const readSession = useCallback(async () => {
    const check = async () => {
      const stored = sessionStore.read();
      if (!stored) return adopt(null);
      sessionRef.current = stored;
      let session: Session | null = stored;
      let reachable = true;
      if (needsRefresh(stored, Date.now())) {
        const outcome = await refreshOnce(stored.refresh_token);
        reachable = outcome.kind !== 'unreachable';
        if (outcome.kind === 'refreshed') session = outcome.session;
        if (outcome.kind === 'rejected') session = null;
      }
      // When the server could not be reached the stored session is kept as it is; the refresh tick retries.
      if (session && reachable) {
        try {
          const user = await authApi.getUser(session.access_token);
          session = { ...session, user };
        } catch (error) {
          if (isApiError(error) && error.status === 401) session = null;
        }
      }
      // A stored session the server refused ended by itself: the sign-in page says so.
      if (!session) sessionEnded.mark(currentPath());
      await adopt(session);
    };
    await withTimeout(check(), AUTH_TIMING.sessionCheckTimeoutMs, () => {
      console.warn('Checking the session took too long; showing the stored one until the server answers');
      setState((s) => ({ ...s, loading: false }));
      window.dispatchEvent(new Event(AUTH_TIMEOUT_EVENT));
    });
  }, [adopt, refreshOnce]);

  /**
   * Recovery after the session check timed out: the session stored on this device is shown as it
   * is, so a slow server does not send a signed-in person to the landing page. The check carries
   * on, and what it finds (a refreshed session, or none) replaces it.
   */
  const recoverStoredSession = useCallback(() => {
    const stored = sessionStore.read();
    if (!stored) return;
    if (sessionRef.current && sessionRef.current.refresh_token !== stored.refresh_token) return;
    void adopt(stored);
  }, [adopt]);

  // A layout effect: a page shown signed in from the start asks for its data in its own (passive)
  // effects, which run after every layout effect but before this provider's passive ones.
  useLayoutEffect(() => {
    refreshNowRef.current = refreshNow;
    setAccessTokenGetter(tokenGetter);
    return () => setAccessTokenGetter(undefined);
  });

  useEffect(() => {
    void readSession();
    const onTimeout = () => recoverStoredSession();
    const onStorage = (event: StorageEvent) => {
      if (event.key !== sessionStore.key) return;
      const next = sessionStore.read();
      if (next?.refresh_token !== sessionRef.current?.refresh_token) void adopt(next);
    };
    window.addEventListener(AUTH_TIMEOUT_EVENT, onTimeout);
    window.addEventListener('storage', onStorage);
    const tick = setInterval(() => {
      const current = sessionRef.current;
      if (current && needsRefresh(current, Date.now())) void refreshNow();
    }, AUTH_TIMING.refreshTickMs);
    return () => {
      window.removeEventListener(AUTH_TIMEOUT_EVENT, onTimeout);
      window.removeEventListener('storage', onStorage);
      clearInterval(tick);
    };
  }, [adopt, readSession, recoverStoredSession, refreshNow]);

  const initiateOtp = useCallback(async (phone: string) => {
    await authApi.sendCode(phone);
    setState((s) => ({ ...s, pendingAction: 'otp_initiated', pendingData: { phone, account: 'none', name: null } }));
  }, []);

  const verifyOtp = useCallback(
    async (token: string) => {
      const pending = state.pendingData;
      if (state.pendingAction !== 'otp_initiated' || !pending) throw new Error('No pending authentication action');
      const session = stampReceived(await authApi.verifyCode(pending.phone, token), Date.now());
      otpFlowFlag.set();
      sessionEnded.clear();
      await adopt(session);
      setState((s) => ({ ...s, pendingAction: null, pendingData: null }));
      return session;
    },
    [adopt, state.pendingAction, state.pendingData],
  );

  const logout = useCallback(async () => {
    const current = sessionRef.current;
    const end = async () => {
      if (current) await authApi.logout(current.access_token);
    };
    try {
      await withTimeout(end(), AUTH_TIMING.logoutTimeoutMs, () => console.warn('Signing out took too long; signed out on this device'));
    } finally {
      // The device forgets the session either way; the server ends it when it is reached.
      otpFlowFlag.clear();
      await adopt(null);
    }
  }, [adopt]);

  const refreshAccount = useCallback(async () => {
    const current = sessionRef.current;
    if (!current) return null;
    const account = await lookUpAccount(current);
    setState((s) => ({ ...s, account }));
    return account;
  }, []);

  const setAccount = useCallback((account: AccountStatus) => setState((s) => ({ ...s, account })), []);
  const clearPending = useCallback(() => setState((s) => ({ ...s, pendingAction: null, pendingData: null })), []);
  const setUserName = useCallback(async (name: string) => {
    const user = await authApi.setName(name);
    setState((s) => ({ ...s, user }));
  }, []);

  const reloadUser = useCallback(async () => {
    const current = sessionRef.current;
    if (!current) return;
    const user = await authApi.getUser(current.access_token);
    const next = { ...current, user };
    sessionRef.current = next;
    sessionStore.write(next);
    setState((s) => ({ ...s, session: next, user }));
  }, []);

  const shown = hydrated ? state : signedOutState;
  const value = useMemo<AuthContextValue>(
    () => ({
      ...shown,
      initiateOtp,
      verifyOtp,
      logout,
      refreshAccount,
      setAccount,
      clearPending,
      setUserName,
      reloadUser,
    }),
    [shown, initiateOtp, verifyOtp, logout, refreshAccount, setAccount, clearPending, setUserName, reloadUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
