import mongoose, { type Connection, type Model, type mongo, Schema } from 'mongoose';
import { DuplicateKeyError } from './memory-read-store';
import type { Doc, Filter, FindOptions, IndexSpec, ReadCollection, ReadStore } from './read-store.port';

const CHECKPOINTS = '_checkpoints';
const DUPLICATE_KEY = 11000;

interface CheckpointDoc {
  _id: string;
  position: number;
}

export interface MongoConnectOptions {
  /** Overrides the database named in the URL (tests use a fresh one per run). */
  dbName?: string;
}

/** The driver's collection behind a model, typed with string ids (mongoose types it with ObjectId ids). */
function driverCollection<T extends { _id: string }>(model: Model<T>): mongo.Collection<T> {
  return model.collection as unknown as mongo.Collection<T>;
}

function indexKey(spec: IndexSpec): string {
  return JSON.stringify([spec.fields, Boolean(spec.unique)]);
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

class MongoCollection<T extends Doc> implements ReadCollection<T> {
  private readonly declared = new Set<string>();
  private ready: Promise<void> = Promise.resolve();

  constructor(
    readonly name: string,
    private readonly model: Model<Doc>,
  ) {}

  /**
   * Creates indexes not declared before. Writes wait for them, so a unique index is in force from
   * the first document on. Existing indexes are never dropped: several instances may run
   * different versions during a rolling deploy.
   */
  declare(indexes: IndexSpec[]): void {
    const fresh = indexes.filter((spec) => !this.declared.has(indexKey(spec)));
    if (fresh.length === 0) return;
    for (const spec of fresh) this.declared.add(indexKey(spec));
    const next = this.ready.then(async () => {
      for (const spec of fresh) await this.model.collection.createIndex(spec.fields, indexOptions(spec));
    });
    // The failure is reported by the writes that await it; this only keeps it from crashing the process unobserved.
    next.catch(() => undefined);
    this.ready = next;
  }

  async get(id: string): Promise<T | null> {
    return (await this.model.findById(id).lean().exec()) as T | null;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    let query = this.model.find(filter);
    if (options.sort && Object.keys(options.sort).length > 0) query = query.sort(options.sort);
    if (options.skip) query = query.skip(options.skip);
    if (options.limit) query = query.limit(options.limit);
    return (await query.lean().exec()) as T[];
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.model.countDocuments(filter).exec();
  }

  async aggregate<R = Record<string, unknown>>(pipeline: Record<string, unknown>[]): Promise<R[]> {
    return this.model.aggregate<R>(pipeline as unknown as mongoose.PipelineStage[]).exec();
  }

  /**
   * Written through the driver, not a mongoose document: the document is stored exactly as given
   * (mongoose would cast it and drop empty objects).
   */
  async put(doc: T): Promise<void> {
    await this.ready;
    try {
      await driverCollection(this.model).replaceOne({ _id: doc._id }, doc, { upsert: true });
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) {
        const keys = Object.keys((error as { keyPattern?: Record<string, unknown> }).keyPattern ?? {});
        throw new DuplicateKeyError(this.name, keys);
      }
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    await driverCollection(this.model).deleteOne({ _id: id });
  }

  async deleteMany(filter: Filter): Promise<number> {
    const result = await this.model.deleteMany(filter).exec();
    return result.deletedCount;
  }

  async clear(): Promise<void> {
    await this.model.collection.deleteMany({});
  }
}

/**
 * The cluster-mode read store: one MongoDB collection per read model, shared by every API
 * instance. Checkpoints live in the same database as the read models they describe.
 */
export class MongoReadStore implements ReadStore {
  readonly kind = 'mongo' as const;
  private readonly collections = new Map<string, MongoCollection<Doc>>();
  private readonly checkpoints: Model<CheckpointDoc>;

  private constructor(private readonly connection: Connection) {
    this.checkpoints = connection.model<CheckpointDoc>(
      CHECKPOINTS,
      new Schema<CheckpointDoc>({ _id: String, position: Number }, { versionKey: false, autoIndex: false, autoCreate: false }),
      CHECKPOINTS,
    );
  }

  /** Opens the connection and waits until it is usable, so a wrong URL fails at boot. */
  static async connect(url: string, options: MongoConnectOptions = {}): Promise<MongoReadStore> {
    // ignoreUndefined: an undefined field is left out, as JSON would, instead of being stored as null.
    const connection = await mongoose.createConnection(url, { dbName: options.dbName, ignoreUndefined: true }).asPromise();
    return new MongoReadStore(connection);
  }

  collection<T extends Doc = Doc>(name: string, indexes: IndexSpec[] = []): ReadCollection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      const model = this.connection.model<Doc>(name, looseSchema(), name);
      this.collections.set(name, (collection = new MongoCollection<Doc>(name, model)));
    }
    collection.declare(indexes);
    return collection as unknown as ReadCollection<T>;
  }

  async getCheckpoint(projection: string): Promise<number> {
    const found = await this.checkpoints.findById(projection).lean().exec();
    return found?.position ?? 0;
  }

  async setCheckpoint(projection: string, position: number): Promise<void> {
    await driverCollection(this.checkpoints).replaceOne({ _id: projection }, { position }, { upsert: true });
  }

  async dropCollection(name: string): Promise<void> {
    await (this.collections.get(name) ?? (this.collection(name) as unknown as MongoCollection<Doc>)).clear();
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
