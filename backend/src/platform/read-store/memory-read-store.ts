import { Aggregator, Query } from 'mingo';
import type {
  CheckpointRecord,
  Doc,
  Filter,
  FindOptions,
  IndexSpec,
  ProjectionReport,
  ReadCollection,
  ReadStore,
  SyncReadCollection,
} from './read-store.port';

export class DuplicateKeyError extends Error {
  constructor(collection: string, fields: string[]) {
    super(`Duplicate key in ${collection} on ${fields.join(', ')}`);
    this.name = 'DuplicateKeyError';
  }
}

const NOT_PLAIN = Symbol('not plain');
const hasOwn = Object.prototype.hasOwnProperty;
/** Deeper than any real document; past it the value may be cyclic, which structuredClone handles. */
const MAX_PLAIN_DEPTH = 64;

function copyPlain(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) {
    if (typeof value === 'function' || typeof value === 'symbol') throw NOT_PLAIN;
    return value;
  }
  if (depth > MAX_PLAIN_DEPTH) throw NOT_PLAIN;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) throw NOT_PLAIN;
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) {
      if (!(i in value)) throw NOT_PLAIN;
      out[i] = copyPlain(value[i], depth + 1);
    }
    return out;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) throw NOT_PLAIN;
  const out: Record<string, unknown> = {};
  // for-in with an own-property check walks the same keys as Object.keys without allocating an array.
  for (const key in value) {
    if (hasOwn.call(value, key)) out[key] = copyPlain((value as Record<string, unknown>)[key], depth + 1);
  }
  return out;
}

/**
 * Copies so callers never hold a reference into the store (as with a real database). Documents are
 * plain JSON-shaped data, which a direct copy handles several times faster than structuredClone (it
 * dominated replay time); anything else (dates, maps, cycles, holes) still goes through structuredClone.
 */
function clone<T>(value: T): T {
  try {
    return copyPlain(value, 0) as T;
  } catch (error) {
    if (error === NOT_PLAIN) return structuredClone(value);
    throw error;
  }
}

function readPath(doc: Doc, parts: readonly string[]): unknown {
  let value: unknown = doc;
  for (const part of parts) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function readField(doc: Doc, path: string): unknown {
  return readPath(doc, path.split('.'));
}

function keyOf(value: unknown): string {
  return typeof value === 'string' ? `s:${value}` : `j:${JSON.stringify(value ?? null)}`;
}

/**
 * The bucket keys a field value is found under. An array is found by the whole array and by each
 * element, as MongoDB matches `{tags: 'x'}` against a document whose tags contain 'x'.
 */
function keysOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [keyOf(value)];
  return [...new Set([keyOf(value), ...value.map(keyOf)])];
}

/** A hash index on one field: narrows equality filters before mingo scans what is left. */
class FieldIndex {
  private readonly buckets = new Map<string, Set<string>>();
  private readonly parts: readonly string[];
  constructor(readonly field: string) {
    this.parts = field.split('.');
  }

  add(doc: Doc): void {
    for (const key of keysOf(readPath(doc, this.parts))) {
      let bucket = this.buckets.get(key);
      if (!bucket) this.buckets.set(key, (bucket = new Set()));
      bucket.add(doc._id);
    }
  }

  remove(doc: Doc): void {
    for (const key of keysOf(readPath(doc, this.parts))) {
      const bucket = this.buckets.get(key);
      bucket?.delete(doc._id);
      if (bucket && bucket.size === 0) this.buckets.delete(key);
    }
  }

  /**
   * A document replaced by a new version. When the indexed value did not change there is nothing
   * to do: the id keeps its place in the bucket, as the document keeps its place in the collection.
   */
  replace(previous: Doc, next: Doc): void {
    const before = readPath(previous, this.parts);
    const after = readPath(next, this.parts);
    const unchanged = before === after || (!Array.isArray(before) && !Array.isArray(after) && keyOf(before) === keyOf(after));
    if (previous._id === next._id && unchanged) return;
    this.remove(previous);
    this.add(next);
  }

  lookup(value: unknown): Set<string> {
    return this.buckets.get(keyOf(value)) ?? new Set();
  }

  clear(): void {
    this.buckets.clear();
  }
}

function equalityValue(filter: Filter, field: string): { found: boolean; value?: unknown } {
  if (!(field in filter)) return { found: false };
  const value = filter[field];
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$eq') return { found: true, value: (value as { $eq: unknown }).$eq };
    return { found: false };
  }
  return { found: true, value };
}

class MemoryCollection<T extends Doc> implements ReadCollection<T>, SyncReadCollection<T> {
  private readonly docs = new Map<string, T>();
  private readonly indexes = new Map<string, FieldIndex>();
  private readonly uniques: string[][] = [];

  constructor(readonly name: string) {}

  declare(indexes: IndexSpec[]): void {
    for (const spec of indexes) {
      const fields = Object.keys(spec.fields);
      if (spec.unique) this.uniques.push(fields);
      const first = fields[0];
      if (first && !this.indexes.has(first) && first !== '_id') {
        const index = new FieldIndex(first);
        for (const doc of this.docs.values()) index.add(doc);
        this.indexes.set(first, index);
      }
    }
  }

  async get(id: string): Promise<T | null> {
    const doc = this.docs.get(id);
    return doc ? clone(doc) : null;
  }

  peekSync(id: string): T | null {
    return this.docs.get(id) ?? null;
  }

  private candidates(filter: Filter): T[] {
    const byId = equalityValue(filter, '_id');
    if (byId.found) {
      const doc = this.docs.get(String(byId.value));
      return doc ? [doc] : [];
    }
    for (const [field, index] of this.indexes) {
      const eq = equalityValue(filter, field);
      if (eq.found) {
        const out: T[] = [];
        for (const id of index.lookup(eq.value)) {
          const doc = this.docs.get(id);
          if (doc) out.push(doc);
        }
        return out;
      }
    }
    return [...this.docs.values()];
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    let cursor = new Query(filter).find<T>(this.candidates(filter));
    if (options.sort && Object.keys(options.sort).length > 0) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor.all().map((doc) => clone(doc));
  }

  async count(filter: Filter = {}): Promise<number> {
    if (Object.keys(filter).length === 0) return this.docs.size;
    return new Query(filter).find(this.candidates(filter)).all().length;
  }

  async aggregate<R>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    const first = pipeline[0] as { $match?: Filter } | undefined;
    const source = first?.$match ? this.candidates(first.$match) : [...this.docs.values()];
    return clone(new Aggregator(pipeline).run(source) as R[]);
  }

  async put(doc: T): Promise<void> {
    this.adoptSync(clone(doc));
  }

  async putIfNewer(doc: T & { _pos: number }): Promise<boolean> {
    const current = this.docs.get(doc._id);
    if (current && (current._pos ?? 0) >= doc._pos) return false;
    this.adoptSync(clone(doc));
    return true;
  }

  adoptSync(doc: T): void {
    this.checkUnique(doc);
    const previous = this.docs.get(doc._id);
    this.docs.set(doc._id, doc);
    for (const index of this.indexes.values()) {
      if (previous) index.replace(previous, doc);
      else index.add(doc);
    }
  }

  private checkUnique(doc: Doc): void {
    for (const fields of this.uniques) {
      const values = fields.map((f) => readField(doc, f));
      if (values.some((v) => v === undefined || v === null)) continue;
      for (const other of this.candidates({ [fields[0]]: values[0] })) {
        if (other._id !== doc._id && fields.every((f, i) => keyOf(readField(other, f)) === keyOf(values[i]))) {
          throw new DuplicateKeyError(this.name, fields);
        }
      }
    }
  }

  async delete(id: string): Promise<void> {
    this.deleteSync(id);
  }

  async deleteIfNotNewer(id: string, position: number): Promise<boolean> {
    const current = this.docs.get(id);
    if (!current || (current._pos ?? 0) > position) return false;
    this.deleteSync(id);
    return true;
  }

  deleteSync(id: string): void {
    const previous = this.docs.get(id);
    if (!previous) return;
    for (const index of this.indexes.values()) index.remove(previous);
    this.docs.delete(id);
  }

  async deleteMany(filter: Filter): Promise<number> {
    const matches = new Query(filter).find<T>(this.candidates(filter)).all();
    for (const doc of matches) await this.delete(doc._id);
    return matches.length;
  }

  clear(): void {
    this.docs.clear();
    for (const index of this.indexes.values()) index.clear();
  }
}

/** The embedded read store: in-process collections, rebuilt by replaying the log at boot. */
export class MemoryReadStore implements ReadStore {
  readonly kind = 'memory' as const;
  private readonly collections = new Map<string, MemoryCollection<Doc>>();
  private readonly checkpoints = new Map<string, number>();
  private readonly reports = new Map<string, ProjectionReport>();

  collection<T extends Doc = Doc>(name: string, indexes: IndexSpec[] = []): ReadCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) this.collections.set(name, (collection = new MemoryCollection<Doc>(name)));
    collection.declare(indexes);
    return collection as unknown as ReadCollection<T>;
  }

  async getCheckpoint(projection: string): Promise<number> {
    return this.checkpoints.get(projection) ?? 0;
  }

  async setCheckpoint(projection: string, position: number): Promise<void> {
    if (position > (this.checkpoints.get(projection) ?? 0)) this.checkpoints.set(projection, position);
  }

  async resetCheckpoint(projection: string, position = 0): Promise<void> {
    this.checkpoints.set(projection, position);
  }

  async listCheckpoints(): Promise<CheckpointRecord[]> {
    const names = new Set([...this.checkpoints.keys(), ...this.reports.keys()]);
    return [...names].map((projection) => ({
      projection,
      position: this.checkpoints.get(projection) ?? 0,
      report: this.reports.get(projection) ?? null,
    }));
  }

  async reportProjection(projection: string, report: ProjectionReport): Promise<void> {
    this.reports.set(projection, { ...report });
  }

  async ping(): Promise<void> {}

  async dropCollection(name: string): Promise<void> {
    this.collections.get(name)?.clear();
  }

  async close(): Promise<void> {
    this.collections.clear();
  }
}
