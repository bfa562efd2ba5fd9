/** Spec section 9: session check 15 s, logout 10 s, refresh on a 30 s tick within 3 ticks of expiry, backoff from 200 ms. */
export const AUTH_TIMING = {
  sessionCheckTimeoutMs: 15_000,
  logoutTimeoutMs: 10_000,
  refreshTickMs: 30_000,
  refreshMarginTicks: 3,
  retryStartMs: 200,
  maxRetries: 5,
} as const;

/** True when the access token expires within the refresh margin (3 ticks = 90 s). */
export function needsRefresh(session: { expires_at: number; local_expires_at?: number }, nowMs: number): boolean {
  const expiresAtMs = session.local_expires_at ?? session.expires_at * 1000;
  return expiresAtMs - nowMs <= AUTH_TIMING.refreshTickMs * AUTH_TIMING.refreshMarginTicks;
}

/** Stamps a session received just now with its expiry by this device's clock. */
export function stampReceived<T extends { expires_in: number }>(session: T, nowMs: number): T & { local_expires_at: number } {
  return { ...session, local_expires_at: nowMs + session.expires_in * 1000 };
}

/** 200 ms, 400 ms, 800 ms, … */
export function retryDelay(attempt: number): number {
  return AUTH_TIMING.retryStartMs * 2 ** attempt;
}
