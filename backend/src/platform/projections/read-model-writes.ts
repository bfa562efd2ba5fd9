import type { RecordedEvent } from '../event-store/event-envelope';
import { type Doc, hasSyncAccess, type ReadCollection } from '../read-store/read-store.port';

/**
 * The promise applyOnce returns when it finished synchronously. The runner recognises it and moves on
 * without waiting a microtask, which at a million events is a large share of a replay.
 */
export const SETTLED: Promise<void> = Promise.resolve();

/**
 * Applies an event to one document at most once: the document remembers the position of the last
 * event applied (`_pos`), so a replayed event changes nothing. `change` returns the new document,
 * or null to delete it. It must not change `current` (with an in-process store that is the stored
 * document itself) and builds the new one from it with spreads, as every projection here does.
 */
export function applyOnce<T extends Doc>(
  collection: ReadCollection<T>,
  id: string,
  event: RecordedEvent,
  change: (current: T | null) => Omit<T, '_id' | '_pos'> | null,
): Promise<void> {
  if (!hasSyncAccess(collection)) return applyOnceAsync(collection, id, event, change);
  try {
    const current = collection.peekSync(id);
    if (current && (current._pos ?? 0) >= event.position) return SETTLED;
    const next = change(current);
    if (next === null) {
      if (current) collection.deleteSync(id);
      return SETTLED;
    }
    // A new top-level object that nobody else holds: the store keeps it as it is.
    collection.adoptSync({ ...next, _id: id, _pos: event.position } as T);
    return SETTLED;
  } catch (error) {
    return Promise.reject(error);
  }
}

async function applyOnceAsync<T extends Doc>(
  collection: ReadCollection<T>,
  id: string,
  event: RecordedEvent,
  change: (current: T | null) => Omit<T, '_id' | '_pos'> | null,
): Promise<void> {
  const current = await collection.get(id);
  if (current && (current._pos ?? 0) >= event.position) return;
  const next = change(current);
  // Conditional on _pos, so that another writer of the same read model (a second projector, or an
  // old one still running in a rolling deploy) that got further meanwhile is never overwritten.
  if (next === null) {
    if (current) await collection.deleteIfNotNewer(id, event.position);
    return;
  }
  await collection.putIfNewer({ ...next, _id: id, _pos: event.position } as T & { _pos: number });
}
