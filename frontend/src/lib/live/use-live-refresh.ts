import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { currentAccessToken } from '../api-client';
import { followLiveUpdates, type LiveModel, type LiveUpdatesOptions } from './live-updates';

/** The queries that show each live model; a change to the model refetches every one shown. */
export type LiveQueryKeys = Record<LiveModel, readonly QueryKey[]>;

export type LiveRefreshOptions = Pick<LiveUpdatesOptions, 'url' | 'retryDelay' | 'idleTimeoutMs' | 'startAfterMs'>;

/**
 * While someone is signed in, follows the server's live stream and refetches the queries of the
 * models it names, so a task sent by WhatsApp shows on an open dashboard without a reload. Signing
 * out (no user id) closes the stream. `keys` should be a constant: a new object reconnects.
 */
export function useLiveRefresh(userId: string | null, keys: LiveQueryKeys, options: LiveRefreshOptions = {}): void {
  const queryClient = useQueryClient();
  const { url, retryDelay, idleTimeoutMs, startAfterMs } = options;

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    const refetch = (models: readonly LiveModel[]) => {
      for (const model of models) for (const queryKey of keys[model]) void queryClient.invalidateQueries({ queryKey });
    };
    void followLiveUpdates({
      url,
      retryDelay,
      idleTimeoutMs,
      startAfterMs,
      accessToken: currentAccessToken,
      signal: controller.signal,
      onChanged: refetch,
      onReconnected: () => refetch(Object.keys(keys) as LiveModel[]),
    });
    return () => controller.abort();
  }, [userId, keys, queryClient, url, retryDelay, idleTimeoutMs, startAfterMs]);
}
