import type { Doc } from '../../../platform/read-store/read-store.port';

/**
 * Where one person's events are in the log, for their export: one document per stream of their
 * own (read whole, from `first` on) and one per event of theirs inside a stream many people share
 * (a day of analytics, a phone claim), so an export reads the person's events and no one else's.
 */
export interface ExportIndexEntry extends Doc {
  userId: string;
  stream: string;
  /** The position of the first of the person's events in an own stream. */
  first?: number;
  /** The position of the person's one event in a shared stream. */
  position?: number;
}

export const EXPORT_INDEX = 'data_rights_export_index';

export function exportIndexEntryId(userId: string, stream: string, position?: number): string {
  return position === undefined ? `${userId}|${stream}` : `${userId}|${stream}|${position}`;
}

/** Where an entry sits in the log: what the export orders its reads by. */
export function entryPosition(entry: ExportIndexEntry): number {
  return entry.position ?? entry.first ?? 0;
}
