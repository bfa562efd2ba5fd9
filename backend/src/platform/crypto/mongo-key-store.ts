import mongoose, { type Connection, type mongo } from 'mongoose';
import { connectMongo } from '../mongo/mongo-connection';
import { guardMongo } from '../mongo/mongo-faults';
import type { KeyStore } from './key-store.port';

const STORE = 'Key store';

const COLLECTION = '_data_keys';
const DUPLICATE_KEY = 11000;

/** A live key, or the tombstone of a destroyed one (no key bytes, only when it was destroyed). */
interface KeyDoc {
  _id: string;
  wrapped?: mongo.Binary;
  createdAt?: Date;
  destroyedAt?: Date;
}

export interface MongoKeyStoreOptions {
  /** Overrides the database named in the URL (tests use a fresh one per run). */
  dbName?: string;
  /** How long boot waits for MongoDB (BOOT_WAIT_SECONDS). */
  bootWaitMs?: number;
}

/**
 * Wrapped per-user keys in their own collection, apart from the event log. Writes wait for a
 * majority of the replica set and its journal: a key that is lost after its user's data was
 * encrypted with it would make that data unreadable.
 */
export class MongoKeyStore implements KeyStore {
  private readonly keys: mongo.Collection<KeyDoc>;
  private readonly durable = { writeConcern: { w: 'majority' as const, journal: true } };

  private constructor(private readonly connection: Connection) {
    this.keys = connection.collection<KeyDoc>(COLLECTION) as unknown as mongo.Collection<KeyDoc>;
  }

  static async connect(url: string, options: MongoKeyStoreOptions = {}): Promise<MongoKeyStore> {
    return new MongoKeyStore(await connectMongo(url, { store: STORE, dbName: options.dbName, bootWaitMs: options.bootWaitMs }));
  }

  getWrapped(userId: string): Promise<Buffer | null> {
    return guardMongo(STORE, async () => {
      const found = await this.keys.findOne({ _id: userId });
      return found?.wrapped ? Buffer.from(found.wrapped.value()) : null;
    });
  }

  /** Insert first and read on a duplicate: two instances creating the same user's key agree on one. */
  putWrappedIfAbsent(userId: string, wrapped: Buffer): Promise<Buffer> {
    return guardMongo(STORE, () => this.insertOrRead(userId, wrapped));
  }

  private async insertOrRead(userId: string, wrapped: Buffer): Promise<Buffer> {
    try {
      await this.keys.insertOne({ _id: userId, wrapped: new mongoose.mongo.Binary(wrapped), createdAt: new Date() }, this.durable);
      return wrapped;
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
    const existing = await this.keys.findOne({ _id: userId });
    if (!existing?.wrapped) throw new Error('This account was deleted; its data key cannot be recreated');
    return Buffer.from(existing.wrapped.value());
  }

  /**
   * Replaces the key with a tombstone. MongoDB frees the old bytes without overwriting them at
   * once, and the oplog and backups keep them until they age out (see docs/operations.md).
   */
  destroy(userId: string): Promise<void> {
    return guardMongo(STORE, async () => {
      await this.keys.replaceOne({ _id: userId }, { destroyedAt: new Date() }, { upsert: true, ...this.durable });
    });
  }

  isDestroyed(userId: string): Promise<boolean> {
    return guardMongo(STORE, async () => {
      const found = await this.keys.findOne({ _id: userId }, { projection: { destroyedAt: 1 } });
      return Boolean(found?.destroyedAt);
    });
  }

  ping(): Promise<void> {
    return guardMongo(STORE, async () => {
      const db = this.connection.db;
      if (!db) throw new mongoose.mongo.MongoNotConnectedError('The key store is not connected');
      await db.command({ ping: 1 });
    });
  }

  listWrapped(after: string, limit: number): Promise<{ userId: string; wrapped: Buffer }[]> {
    return guardMongo(STORE, async () => {
      const found = await this.keys
        .find({ _id: { $gt: after }, wrapped: { $exists: true } })
        .sort({ _id: 1 })
        .limit(limit)
        .toArray();
      return found.flatMap((doc) => (doc.wrapped ? [{ userId: doc._id, wrapped: Buffer.from(doc.wrapped.value()) }] : []));
    });
  }

  replaceWrapped(userId: string, from: Buffer, to: Buffer): Promise<boolean> {
    return guardMongo(STORE, async () => {
      const result = await this.keys.updateOne(
        { _id: userId, wrapped: new mongoose.mongo.Binary(from) },
        { $set: { wrapped: new mongoose.mongo.Binary(to) } },
        this.durable,
      );
      return result.modifiedCount === 1;
    });
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
