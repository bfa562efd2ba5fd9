import { isApiError } from '@/lib/api-error';

import { authApi } from './auth-api';
import { AUTH_TIMING, retryDelay, stampReceived } from './auth-timing';
import type { Session } from './session-types';

/**
 * What a refresh attempt came to. `rejected`: the server refused the refresh token, so the session
 * is over. `unreachable`: the server could not be asked (offline, timeouts, server errors); the
 * session may still be good and is kept, to be refreshed on a later tick.
 */
export type RefreshOutcome = { kind: 'refreshed'; session: Session } | { kind: 'rejected' } | { kind: 'unreachable' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Refreshes with backoff (200 ms, doubling); a 400 or 401 answer ends the session and is not retried. */
export async function refreshWithBackoff(refreshToken: string): Promise<RefreshOutcome> {
  for (let attempt = 0; attempt < AUTH_TIMING.maxRetries; attempt += 1) {
    try {
      return { kind: 'refreshed', session: stampReceived(await authApi.refresh(refreshToken), Date.now()) };
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 400)) return { kind: 'rejected' };
      if (attempt < AUTH_TIMING.maxRetries - 1) await sleep(retryDelay(attempt));
    }
  }
  return { kind: 'unreachable' };
}
