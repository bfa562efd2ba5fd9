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
export function needsRefresh(expiresAtSeconds: number, nowMs: number): boolean {
  return expiresAtSeconds * 1000 - nowMs <= AUTH_TIMING.refreshTickMs * AUTH_TIMING.refreshMarginTicks;
}

/** 200 ms, 400 ms, 800 ms, … */
export function retryDelay(attempt: number): number {
  return AUTH_TIMING.retryStartMs * 2 ** attempt;
}
