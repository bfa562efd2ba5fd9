import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { sessionStore } from './auth/session-store';
import type { AccountStatus } from './auth/session-types';

/**
 * The last answers a signed-in person saw, kept on their device so that their next visit paints
 * them at once (a moment old, then refreshed). One entry per person, under their id, and read
 * back only for the session stored for that same id; signing out or deleting the account removes
 * every entry (see forgetDeviceCache).
 */
const PREFIX = 'daily.cache.';
const VERSION = 1;
/** Older answers are not worth showing: the person has likely changed them elsewhere since. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const WRITE_DELAY_MS = 300;

/** How entries are stored, for the starter, which reads one before the app has loaded (app/starter). */
export const deviceCacheFormat = { prefix: PREFIX, version: VERSION, maxAgeMs: MAX_AGE_MS } as const;

type StoredQuery = { key: QueryKey; data: unknown; updatedAt: number };
type Entry = { v: number; savedAt: number; account: AccountStatus | null; queries: StoredQuery[] };

/**
 * The queries worth keeping: keys of the form [feature, userId, …] whose feature is listed here.
 * The assistant's conversation is among them: it sits above the task list on a phone, and a
 * conversation still loading would push the list down as it arrived.
 */
export const persistedFeatures: ReadonlySet<string> = new Set(['tasks', 'dashboard', 'journal', 'user-data', 'assistant', 'billing']);

const keyOf = (userId: string) => PREFIX + userId;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readEntry(userId: string): Entry | null {
  try {
    const raw = storage()?.getItem(keyOf(userId));
    if (!raw) return null;
    const entry = JSON.parse(raw) as Entry;
    if (entry.v !== VERSION || Date.now() - entry.savedAt > MAX_AGE_MS) return null;
    return entry;
  } catch {
    return null;
  }
}

function writeEntry(userId: string, entry: Entry): void {
  try {
    storage()?.setItem(keyOf(userId), JSON.stringify(entry));
  } catch {
    // A full or blocked storage only means the next visit waits for the server.
  }
}

const belongsTo = (key: QueryKey, userId: string) => typeof key[0] === 'string' && persistedFeatures.has(key[0]) && key[1] === userId;

/** The account status last seen for this person, so the signed-in pages need not wait for it. */
export function readCachedAccount(userId: string): AccountStatus | null {
  return readEntry(userId)?.account ?? null;
}

export function rememberAccount(userId: string, account: AccountStatus): void {
  if (sessionStore.read()?.user?.id !== userId) return;
  const entry = readEntry(userId) ?? { v: VERSION, savedAt: Date.now(), account: null, queries: [] };
  writeEntry(userId, { ...entry, account, savedAt: Date.now() });
}

/**
 * Puts this person's kept answers into the query cache with the time they were fetched, marked
 * stale, so they show at once and the queries ask the server again as they mount.
 */
export function restoreQueries(client: QueryClient, userId: string): void {
  const entry = readEntry(userId);
  if (!entry) return;
  for (const query of entry.queries) {
    if (!belongsTo(query.key, userId) || client.getQueryData(query.key) !== undefined) continue;
    client.setQueryData(query.key, query.data, { updatedAt: query.updatedAt });
    // Shown, but never trusted as fresh: every kept answer is asked for again as its query mounts.
    void client.invalidateQueries({ queryKey: query.key, exact: true, refetchType: 'none' });
  }
}

/** Keeps this person's answers on the device as they change; returns the unsubscribe. */
export function keepQueries(client: QueryClient, userId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    // Signed out (or someone else signed in) since the answer came: it is not kept.
    if (sessionStore.read()?.user?.id !== userId) return;
    const queries = client
      .getQueryCache()
      .findAll({ predicate: (query) => belongsTo(query.queryKey, userId) && query.state.status === 'success' })
      .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
    const account = readEntry(userId)?.account ?? null;
    writeEntry(userId, { v: VERSION, savedAt: Date.now(), account, queries });
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !belongsTo(event.query.queryKey, userId)) return;
    timer ??= setTimeout(save, WRITE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Removes every kept answer, of every person who used this device (on sign-out and account deletion). */
export function forgetDeviceCache(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key !== null && key.startsWith(PREFIX),
    );
    for (const key of keys) store.removeItem(key);
  } catch {
    // Nothing was kept if storage cannot be read.
  }
}
