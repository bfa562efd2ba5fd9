/** A read-model document. `_pos` is the global position of the last event applied to it (idempotence guard). */
export interface Doc {
  _id: string;
  _pos?: number;
  [key: string]: unknown;
}

export type Filter = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
}

export interface IndexSpec {
  fields: Record<string, 1 | -1>;
  unique?: boolean;
}

/** A named collection queried with the MongoDB query language (filter, sort, skip, limit, aggregate). */
export interface ReadCollection<T extends Doc = Doc> {
  get(id: string): Promise<T | null>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  /** Supports at least $match, $group, $sort, $skip, $limit, $project. */
  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]>;
  /** Insert or replace the whole document. */
  put(doc: T): Promise<void>;
  /**
   * Insert or replace the whole document unless the stored one has a `_pos` at or past this one's:
   * with several writers (two projectors, or one restarted beside an old one) an older event never
   * overwrites a newer document. Resolves whether it wrote.
   */
  putIfNewer(doc: T & { _pos: number }): Promise<boolean>;
  delete(id: string): Promise<void>;
  /** Deletes the document unless it was written from an event after `position`; resolves whether it deleted. */
  deleteIfNotNewer(id: string, position: number): Promise<boolean>;
  deleteMany(filter: Filter): Promise<number>;
}

/**
 * Offered by in-process collections, for projections (through applyOnce): reads and writes with no
 * promise and no copy per call, so a replay of a large log pays for neither. `peekSync` returns the
 * stored document itself, which the caller must not change; `adoptSync` stores the given object
 * itself, which the caller must not keep or change afterwards. Other readers still get copies.
 */
export interface SyncReadCollection<T extends Doc = Doc> {
  peekSync(id: string): T | null;
  adoptSync(doc: T): void;
  deleteSync(id: string): void;
}

export function hasSyncAccess<T extends Doc>(collection: ReadCollection<T>): collection is ReadCollection<T> & SyncReadCollection<T> {
  const candidate = collection as Partial<SyncReadCollection<T>>;
  return (
    typeof candidate.peekSync === 'function' && typeof candidate.adoptSync === 'function' && typeof candidate.deleteSync === 'function'
  );
}

/** What the process running a projection reports about it, so every instance can show it. */
export interface ProjectionReport {
  state: 'catching-up' | 'live' | 'retrying' | 'stopped' | 'rebuilding';
  /** Why it stopped or is retrying. */
  failure?: { position: number; eventType: string; message: string } | null;
  /** When the report was written (ISO 8601). */
  at: string;
}

export interface CheckpointRecord {
  projection: string;
  position: number;
  /** Absent until the process running the projection has reported on it. */
  report: ProjectionReport | null;
}

export interface ReadStore {
  readonly kind: 'memory' | 'mongo';
  collection<T extends Doc = Doc>(name: string, indexes?: IndexSpec[]): ReadCollection<T>;
  getCheckpoint(projection: string): Promise<number>;
  /** Moves the checkpoint forwards only: a late or concurrent save of an older position changes nothing. */
  setCheckpoint(projection: string, position: number): Promise<void>;
  /** Sets the checkpoint to exactly this position, back as well (a full rebuild starts again from 0). */
  resetCheckpoint(projection: string, position?: number): Promise<void>;
  /** Every checkpoint with the latest report on its projection, in one call. */
  listCheckpoints(): Promise<CheckpointRecord[]>;
  reportProjection(projection: string, report: ProjectionReport): Promise<void>;
  /** Resolves when the store answers; rejects (StoreUnavailableError) when it cannot be reached. */
  ping(): Promise<void>;
  /** Remove every document of the collection (used by a full rebuild). */
  dropCollection(name: string): Promise<void>;
  close(): Promise<void>;
}

export const READ_STORE = Symbol('READ_STORE');

/**
 * What `pick` takes from one document, without copying the whole document first when the
 * collection lives in this process: the stored document is handed to `pick` itself, so `pick` must
 * not change it and must copy any array or object it returns. For reads made on every request (the
 * session and the account behind a signed-in call), where a deep copy of each was the largest part
 * of the read. Other stores answer from their usual copy.
 */
export async function pickFrom<T extends Doc, R>(collection: ReadCollection<T>, id: string, pick: (doc: T) => R): Promise<R | null> {
  const doc = hasSyncAccess(collection) ? collection.peekSync(id) : await collection.get(id);
  return doc ? pick(doc) : null;
}
