import type { Connection, mongo } from 'mongoose';
import { connectMongo } from '../mongo/mongo-connection';
import { guardMongo } from '../mongo/mongo-faults';
import { type Claim, IDEMPOTENCY_KEYS_PER_OWNER, IDEMPOTENCY_TTL_MS, type IdempotencyStore } from './idempotency-store.port';

const STORE = 'Request store';
const DUPLICATE_KEY = 11000;

interface KeyDoc {
  _id: string;
  /** Whose key it is: a person, or a hashed address. */
  owner: string;
  fingerprint: string;
  /** The sealed answer, as the interceptor kept it. */
  answer: string | null;
  startedAt: number;
  /** MongoDB's TTL monitor removes the entry once this date has passed. */
  expiresAt: Date;
}

/** Idempotency keys in MongoDB, shared by every API instance; a claim is an insert into _id. */
export class MongoIdempotencyStore implements IdempotencyStore {
  private readonly keys: mongo.Collection<KeyDoc>;
  private indexed: Promise<unknown> | null = null;

  private constructor(
    private readonly connection: Connection,
    private readonly keysPerOwner: number,
  ) {
    this.keys = connection.collection<KeyDoc>('_idempotency') as unknown as mongo.Collection<KeyDoc>;
  }

  static async connect(
    url: string,
    options: { dbName?: string; bootWaitMs?: number; keysPerOwner?: number } = {},
  ): Promise<MongoIdempotencyStore> {
    const { keysPerOwner = IDEMPOTENCY_KEYS_PER_OWNER, ...connection } = options;
    return new MongoIdempotencyStore(await connectMongo(url, { store: STORE, ...connection }), keysPerOwner);
  }

  private ensureIndex(): Promise<unknown> {
    this.indexed ??= Promise.all([
      this.keys.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
      this.keys.createIndex({ owner: 1, startedAt: -1 }),
      // Entries from before answers were sealed hold them in plain text: gone rather than left for the TTL.
      this.keys.deleteMany({ owner: { $exists: false } }),
    ]).catch((error: unknown) => {
      this.indexed = null;
      throw error;
    });
    return this.indexed;
  }

  begin(scope: string, fingerprint: string, owner: string, now: number, staleAfterMs: number): Promise<Claim> {
    return guardMongo(STORE, async () => {
      await this.ensureIndex();
      const expiresAt = new Date(now + IDEMPOTENCY_TTL_MS);
      try {
        await this.keys.insertOne({ _id: scope, owner, fingerprint, answer: null, startedAt: now, expiresAt });
        await this.evictOldest(owner);
        return { kind: 'claimed' };
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
      const found = await this.keys.findOne({ _id: scope });
      if (!found) return this.begin(scope, fingerprint, owner, now, staleAfterMs);
      // MongoDB's TTL monitor removes an expired entry within a minute or so; until then it is as good as gone.
      if (found.expiresAt.getTime() <= now) {
        const renewed = await this.keys.updateOne(
          { _id: scope, expiresAt: found.expiresAt },
          { $set: { owner, fingerprint, answer: null, startedAt: now, expiresAt } },
        );
        return renewed.modifiedCount === 1 ? { kind: 'claimed' } : this.begin(scope, fingerprint, owner, now, staleAfterMs);
      }
      if (found.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (found.answer) return { kind: 'answered', sealed: found.answer };
      if (now - found.startedAt < staleAfterMs) return { kind: 'in-progress' };
      // A claim whose request never finished: taken over only if nobody else took it meanwhile.
      const taken = await this.keys.updateOne(
        { _id: scope, startedAt: found.startedAt, answer: null },
        { $set: { startedAt: now, expiresAt } },
      );
      return taken.modifiedCount === 1 ? { kind: 'claimed' } : { kind: 'in-progress' };
    });
  }

  /** Past the owner's allowance, their oldest keys go (the newest, just claimed, never does). */
  private async evictOldest(owner: string): Promise<void> {
    const beyond = await this.keys
      .find({ owner }, { projection: { _id: 1 } })
      .sort({ startedAt: -1, _id: -1 })
      .skip(this.keysPerOwner)
      .toArray();
    if (beyond.length > 0) await this.keys.deleteMany({ _id: { $in: beyond.map((doc) => doc._id) } });
  }

  complete(scope: string, sealed: string, now: number): Promise<void> {
    return guardMongo(STORE, async () => {
      await this.keys.updateOne({ _id: scope }, { $set: { answer: sealed, expiresAt: new Date(now + IDEMPOTENCY_TTL_MS) } });
    });
  }

  forgetOwner(owner: string): Promise<void> {
    return guardMongo(STORE, async () => {
      await this.keys.deleteMany({ owner });
    });
  }

  release(scope: string): Promise<void> {
    return guardMongo(STORE, async () => {
      await this.keys.deleteOne({ _id: scope, answer: null });
    });
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
