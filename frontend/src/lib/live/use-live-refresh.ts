import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { afterFirstPaint } from '../after-first-paint';
import { currentAccessToken } from '../api-client';
import type { LiveModel, LiveUpdatesOptions } from './live-updates';

/**
 * The queries that show each live model; a change to the model refetches every one shown. Keyed by
 * the generated `LiveModel`, so a model the server declares live and the app leaves out does not compile.
 */
export type LiveQueryKeys = Record<LiveModel, readonly QueryKey[]>;

// The stream's reader (the connection, its retries, the event parser) loads once a signed-in page
// that shows live models has painted, not with the app: the stream opens seconds after the page
// anyway, and most pages never open it.
const loadLiveUpdates = () => import('./live-updates');

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
      // A name this page was not built with (a newer server) has no queries here.
      for (const model of models) {
        if (!Object.hasOwn(keys, model)) continue;
        for (const queryKey of keys[model]) void queryClient.invalidateQueries({ queryKey });
      }
    };
    const follow = () =>
      loadLiveUpdates().then(
        ({ followLiveUpdates }) => {
          if (controller.signal.aborted) return;
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
        },
        // Without its code (a phone losing signal) the page stays as loaded; the next page tries again.
        () => {},
      );
    const cancelFollow = afterFirstPaint(() => void follow());
    return () => {
      cancelFollow();
      controller.abort();
    };
  }, [userId, keys, queryClient, url, retryDelay, idleTimeoutMs, startAfterMs]);
}
