import type { RecordedEvent } from '../event-store/event-envelope';
import type { Doc, ReadCollection } from '../read-store/read-store.port';

/**
 * Applies an event to one document at most once: the document remembers the position of the last
 * event applied (`_pos`), so a replayed event changes nothing. `change` returns the new document,
 * or null to delete it.
 */
export async function applyOnce<T extends Doc>(
  collection: ReadCollection<T>,
  id: string,
  event: RecordedEvent,
  change: (current: T | null) => Omit<T, '_id' | '_pos'> | null,
): Promise<void> {
  const current = await collection.get(id);
  if (current && (current._pos ?? 0) >= event.position) return;
  const next = change(current);
  if (next === null) {
    if (current) await collection.delete(id);
    return;
  }
  await collection.put({ ...next, _id: id, _pos: event.position } as T);
}
