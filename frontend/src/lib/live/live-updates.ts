import { apiUrl } from '../api-paths';
import type { ApiSchema } from '../api-types';
import { readServerEvents } from './server-events';

/** A read model the live stream names when one of the person's changes: the backend's features declare them. */
export type LiveModel = ApiSchema<'LiveModel'>;
type LiveChangedEvent = ApiSchema<'LiveChangedEvent'>;

export type LiveUpdatesOptions = {
  url?: string;
  /** The current access token; asked again at every connection, so a refreshed one is used. */
  accessToken: () => Promise<string | undefined>;
  /**
   * Some of the person's read models changed. The names are as the server sent them: a server newer
   * than this page may name a model the page does not know, which the caller passes over.
   */
  onChanged: (models: LiveModel[]) => void;
  /** The stream is back after a break: anything may have changed meanwhile. */
  onReconnected: () => void;
  signal: AbortSignal;
  /** How long to wait before the given retry (1 for the first): doubling from 1 s up to 30 s, jittered. */
  retryDelay?: (attempt: number) => number;
  /** A stream with no byte (not even a heartbeat) for this long is taken as dropped. */
  idleTimeoutMs?: number;
  /**
   * Opens the stream this long after the page has loaded, not with it: the page's own requests go
   * first, and the page (for the browser and any tool watching it) finishes loading. What changed
   * meanwhile is asked for again as the stream opens (`onReconnected`).
   */
  startAfterMs?: number;
};

export function backoffDelay(attempt: number): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

function readModels(data: string): LiveModel[] {
  try {
    const parsed = JSON.parse(data) as Partial<Record<keyof LiveChangedEvent, unknown>>;
    if (!Array.isArray(parsed.models)) return [];
    return parsed.models.filter((model): model is LiveModel => typeof model === 'string');
  } catch {
    return [];
  }
}

/** Resolves once the document has loaded (at once if it has), or when `signal` aborts. */
function pageLoaded(signal: AbortSignal): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('load', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    window.addEventListener('load', done, { once: true });
    signal.addEventListener('abort', done, { once: true });
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Statuses that will not change by asking again: a server without the stream, or a refusal of this person. */
const permanent = new Set([400, 403, 404, 405, 410]);

/**
 * Follows `GET /api/live` until `signal` aborts: reads its `changed` events, and when the stream
 * ends, fails or goes quiet, connects again after a growing pause. The stream needs the Bearer
 * header, which EventSource cannot send, so it is read with fetch.
 */
export async function followLiveUpdates({
  url = apiUrl('/api/live'),
  accessToken,
  onChanged,
  onReconnected,
  signal,
  retryDelay = backoffDelay,
  idleTimeoutMs = 60_000,
  startAfterMs = 0,
}: LiveUpdatesOptions): Promise<void> {
  let failures = 0;
  // Opened late, the stream starts after the page read its data: its first connection is a return.
  let connectedBefore = startAfterMs > 0;
  if (startAfterMs > 0) {
    await pageLoaded(signal);
    await sleep(startAfterMs, signal);
  }
  while (!signal.aborted) {
    const connection = new AbortController();
    const abort = () => connection.abort();
    signal.addEventListener('abort', abort, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const awake = () => {
      clearTimeout(idle);
      idle = setTimeout(abort, idleTimeoutMs);
    };
    try {
      const token = await accessToken();
      const headers = new Headers({ Accept: 'text/event-stream' });
      if (token) headers.set('Authorization', `Bearer ${token}`);
      awake();
      const response = await fetch(url, { headers, signal: connection.signal, cache: 'no-store' });
      if (permanent.has(response.status)) return;
      if (response.ok && response.body) {
        if (connectedBefore) onReconnected();
        connectedBefore = true;
        await readServerEvents(
          response.body,
          ({ event, data }) => {
            if (event !== 'changed') return;
            const models = readModels(data);
            if (models.length > 0) onChanged(models);
          },
          () => {
            // Bytes arrived: the connection works, so the next break starts the pauses afresh.
            failures = 0;
            awake();
          },
          connection.signal,
        );
      }
    } catch {
      // A dropped connection, a server that is down, or this loop being stopped: all end here.
    } finally {
      clearTimeout(idle);
      signal.removeEventListener('abort', abort);
    }
    if (signal.aborted) return;
    failures += 1;
    await sleep(retryDelay(failures), signal);
  }
}
