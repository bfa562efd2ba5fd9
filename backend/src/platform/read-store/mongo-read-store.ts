import { Logger } from '@nestjs/common';
import type { Connection, Model, mongo } from 'mongoose';
import mongoose, { Schema } from 'mongoose';
import { connectMongo } from '../mongo/mongo-connection';
import { guardMongo, isMongoUnavailable } from '../mongo/mongo-faults';
import { DuplicateKeyError } from './memory-read-store';
import type { CheckpointRecord, Doc, Filter, FindOptions, IndexSpec, ProjectionReport, ReadCollection, ReadStore } from './read-store.port';
import { loggedError } from '../logging/provider-error';

const CHECKPOINTS = '_checkpoints';
const DUPLICATE_KEY = 11000;
const STORE = 'Read store';

interface CheckpointDoc {
  _id: string;
  position: number;
  report?: ProjectionReport;
}

export interface MongoConnectOptions {
  /** Overrides the database named in the URL (tests use a fresh one per run). */
  dbName?: string;
  /** How long boot waits for MongoDB (BOOT_WAIT_SECONDS). */
  bootWaitMs?: number;
}

/** The driver's collection behind a model, typed with string ids (mongoose types it with ObjectId ids). */
function driverCollection<T extends { _id: string }>(model: Model<T>): mongo.Collection<T> {
  return model.collection as unknown as mongo.Collection<T>;
}

function indexKey(spec: IndexSpec): string {
  return JSON.stringify([spec.fields, Boolean(spec.unique)]);
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number }).code === DUPLICATE_KEY;
}

function duplicateKeyFields(error: unknown): string[] {
  return Object.keys((error as { keyPattern?: Record<string, unknown> }).keyPattern ?? {});
}

/**
 * A unique index only binds documents that have every indexed field, as in the in-memory store:
 * read models leave optional fields out, and MongoDB would otherwise count every document without
 * the field as a duplicate null. (An explicit null is still indexed here, unlike in memory.)
 */
function indexOptions(spec: IndexSpec): mongo.CreateIndexesOptions {
  if (!spec.unique) return {};
  const present = Object.fromEntries(Object.keys(spec.fields).map((field) => [field, { $exists: true }]));
  return { unique: true, partialFilterExpression: present };
}

/** Any document shape is allowed; the schema exists to carry the indexes. */
function looseSchema(): Schema {
  return new Schema({ _id: String }, { strict: false, strictQuery: false, versionKey: false, autoIndex: false, autoCreate: false });
}

/** Matches a stored document that an event at `position` may replace: an older one, or one with no position. */
function olderThan(position: number): Filter {
  return { $or: [{ _pos: { $lt: position } }, { _pos: { $exists: false } }] };
}

class MongoCollection<T extends Doc> implements ReadCollection<T> {
  private readonly declared = new Set<string>();
  /** Indexes declared but not yet created: kept until created, so a store that was down is asked again. */
  private pending: IndexSpec[] = [];
  private indexing: Promise<void> | null = null;
  /** An index that MongoDB refused for good (duplicates already stored, conflicting options): writes refuse too. */
  private broken: Error | null = null;

  constructor(
    readonly name: string,
    private readonly model: Model<Doc>,
    private readonly logger: Logger,
  ) {}

  /**
   * Creates indexes not declared before, starting at once. Writes wait for them, so a unique index
   * is in force from the first document on. Existing indexes are never dropped: several instances
   * may run different versions during a rolling deploy.
   */
  declare(indexes: IndexSpec[]): void {
    const fresh = indexes.filter((spec) => !this.declared.has(indexKey(spec)));
    if (fresh.length === 0) return;
    for (const spec of fresh) this.declared.add(indexKey(spec));
    this.pending.push(...fresh);
    // Reported by the writes that wait for it (and logged there); nothing is left unobserved here.
    this.ensureIndexes().catch(() => undefined);
  }

  private ensureIndexes(): Promise<void> {
    if (this.broken) return Promise.reject(this.broken);
    if (this.pending.length === 0) return this.indexing ?? Promise.resolve();
    this.indexing ??= this.createPending().finally(() => {
      this.indexing = null;
    });
    return this.indexing;
  }

  private async createPending(): Promise<void> {
    while (this.pending.length > 0) {
      const spec = this.pending[0];
      try {
        await this.model.collection.createIndex(spec.fields, indexOptions(spec));
      } catch (error) {
        // An unreachable store is asked again by the next write; any other refusal is for good.
        if (isMongoUnavailable(error)) throw error;
        this.broken = new Error(
          `The ${spec.unique ? 'unique ' : ''}index on ${this.name} (${Object.keys(spec.fields).join(', ')}) could not be created: ${(error as Error).message}`,
          { cause: error },
        );
        this.logger.error({ err: loggedError(error), collection: this.name, index: spec.fields }, this.broken.message);
        throw this.broken;
      }
      this.pending.shift();
    }
  }

  get(id: string): Promise<T | null> {
    return guardMongo(STORE, async () => (await this.model.findById(id).lean().exec()) as T | null);
  }

  find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    return guardMongo(STORE, async () => {
      let query = this.model.find(filter);
      if (options.sort && Object.keys(options.sort).length > 0) query = query.sort(options.sort);
      if (options.skip) query = query.skip(options.skip);
      if (options.limit) query = query.limit(options.limit);
      return (await query.lean().exec()) as T[];
    });
  }

  count(filter: Filter = {}): Promise<number> {
    return guardMongo(STORE, () => this.model.countDocuments(filter).exec());
  }

  aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    return guardMongo(STORE, () => this.model.aggregate<R>(pipeline as unknown as mongoose.PipelineStage[]).exec());
  }

  /**
   * Written through the driver, not a mongoose document: the document is stored exactly as given
   * (mongoose would cast it and drop empty objects).
   */
  put(doc: T): Promise<void> {
    return guardMongo(STORE, async () => {
      await this.ensureIndexes();
      try {
        await driverCollection(this.model).replaceOne({ _id: doc._id }, doc, { upsert: true });
      } catch (error) {
        if (isDuplicateKey(error)) throw new DuplicateKeyError(this.name, duplicateKeyFields(error));
        throw error;
      }
    });
  }

  /**
   * One conditional upsert: it matches only an older document (or none). When a newer one is
   * stored the upsert tries to insert a second document with the same _id, which MongoDB refuses
   * with a duplicate key on _id: that refusal is the "newer document wins" answer. The same
   * refusal also comes when two writers insert a new document at once and the other one won, which
   * says nothing about whose is newer: so it is asked once more, now that the document exists.
   */
  putIfNewer(doc: T & { _pos: number }): Promise<boolean> {
    return guardMongo(STORE, async () => {
      await this.ensureIndexes();
      for (let attempt = 1; ; attempt += 1) {
        try {
          await driverCollection(this.model).replaceOne({ _id: doc._id, ...olderThan(doc._pos) } as mongo.Filter<Doc>, doc, {
            upsert: true,
          });
          return true;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          const fields = duplicateKeyFields(error);
          if (fields.length !== 1 || fields[0] !== '_id') throw new DuplicateKeyError(this.name, fields);
          if (attempt >= 2) return false;
        }
      }
    });
  }

  delete(id: string): Promise<void> {
    return guardMongo(STORE, async () => {
      await driverCollection(this.model).deleteOne({ _id: id });
    });
  }

  deleteIfNotNewer(id: string, position: number): Promise<boolean> {
    return guardMongo(STORE, async () => {
      const filter = { _id: id, $or: [{ _pos: { $lte: position } }, { _pos: { $exists: false } }] } as mongo.Filter<Doc>;
      const result = await driverCollection(this.model).deleteOne(filter);
      return result.deletedCount > 0;
    });
  }

  deleteMany(filter: Filter): Promise<number> {
    return guardMongo(STORE, async () => (await this.model.deleteMany(filter).exec()).deletedCount);
  }

  clear(): Promise<void> {
    return guardMongo(STORE, async () => {
      await this.model.collection.deleteMany({});
    });
  }
}

/**
 * The cluster-mode read store: one MongoDB collection per read model, shared by every API
 * instance. Checkpoints live in the same database as the read models they describe. Every call is
 * bounded in time, and a MongoDB that cannot be reached is a StoreUnavailableError (503).
 */
export class MongoReadStore implements ReadStore {
  readonly kind = 'mongo' as const;
  private readonly collections = new Map<string, MongoCollection<Doc>>();
  private readonly checkpoints: Model<CheckpointDoc>;
  private readonly logger = new Logger(STORE);

  private constructor(private readonly connection: Connection) {
    this.checkpoints = connection.model<CheckpointDoc>(
      CHECKPOINTS,
      new Schema<CheckpointDoc>(
        { _id: String, position: Number },
        { strict: false, versionKey: false, autoIndex: false, autoCreate: false },
      ),
      CHECKPOINTS,
    );
  }

  /** Opens the connection and waits (bounded) until it is usable, so a wrong URL fails at boot. */
  static async connect(url: string, options: MongoConnectOptions = {}): Promise<MongoReadStore> {
    return new MongoReadStore(await connectMongo(url, { store: STORE, dbName: options.dbName, bootWaitMs: options.bootWaitMs }));
  }

  collection<T extends Doc = Doc>(name: string, indexes: IndexSpec[] = []): ReadCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      const model = this.connection.model<Doc>(name, looseSchema(), name);
      this.collections.set(name, (collection = new MongoCollection<Doc>(name, model, this.logger)));
    }
    collection.declare(indexes);
    return collection as unknown as ReadCollection<T>;
  }

  getCheckpoint(projection: string): Promise<number> {
    return guardMongo(STORE, async () => (await this.checkpoints.findById(projection).lean().exec())?.position ?? 0);
  }

  /**
   * Moves forwards only, in one conditional upsert. A duplicate key means the document exists and
   * the condition did not match it: a later position is stored, or another save created the
   * document at the same moment. Asked once more, the condition then decides on the stored position.
   */
  setCheckpoint(projection: string, position: number): Promise<void> {
    return guardMongo(STORE, async () => {
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          await driverCollection(this.checkpoints).updateOne(
            { _id: projection, $or: [{ position: { $lt: position } }, { position: { $exists: false } }] },
            { $set: { position } },
            { upsert: true },
          );
          return;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      }
    });
  }

  resetCheckpoint(projection: string, position = 0): Promise<void> {
    return guardMongo(STORE, async () => {
      await driverCollection(this.checkpoints).updateOne({ _id: projection }, { $set: { position } }, { upsert: true });
    });
  }

  listCheckpoints(): Promise<CheckpointRecord[]> {
    return guardMongo(STORE, async () => {
      const docs = await driverCollection(this.checkpoints).find({}).toArray();
      return docs.map((doc) => ({ projection: doc._id, position: doc.position ?? 0, report: doc.report ?? null }));
    });
  }

  reportProjection(projection: string, report: ProjectionReport): Promise<void> {
    return guardMongo(STORE, async () => {
      await driverCollection(this.checkpoints).updateOne({ _id: projection }, { $set: { report } }, { upsert: true });
    });
  }

  ping(): Promise<void> {
    return guardMongo(STORE, async () => {
      const db = this.connection.db;
      if (!db) throw new mongoose.mongo.MongoNotConnectedError('The read store is not connected');
      await db.command({ ping: 1 });
    });
  }

  async dropCollection(name: string): Promise<void> {
    await (this.collections.get(name) ?? (this.collection(name) as unknown as MongoCollection<Doc>)).clear();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
