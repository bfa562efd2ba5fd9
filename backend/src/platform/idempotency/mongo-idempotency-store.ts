import type { Connection, mongo } from 'mongoose';
import { connectMongo } from '../mongo/mongo-connection';
import { guardMongo } from '../mongo/mongo-faults';
import { type Claim, IDEMPOTENCY_TTL_MS, type IdempotencyStore, type StoredAnswer } from './idempotency-store.port';

const STORE = 'Request store';
const DUPLICATE_KEY = 11000;

interface KeyDoc {
  _id: string;
  fingerprint: string;
  /** JSON text: an answer's field names may hold characters MongoDB does not allow in keys. */
  answer: string | null;
  startedAt: number;
  /** MongoDB's TTL monitor removes the entry once this date has passed. */
  expiresAt: Date;
}

/** Idempotency keys in MongoDB, shared by every API instance; a claim is an insert into _id. */
export class MongoIdempotencyStore implements IdempotencyStore {
  private readonly keys: mongo.Collection<KeyDoc>;
  private indexed: Promise<unknown> | null = null;

  private constructor(private readonly connection: Connection) {
    this.keys = connection.collection<KeyDoc>('_idempotency') as unknown as mongo.Collection<KeyDoc>;
  }

  static async connect(url: string, options: { dbName?: string; bootWaitMs?: number } = {}): Promise<MongoIdempotencyStore> {
    return new MongoIdempotencyStore(await connectMongo(url, { store: STORE, ...options }));
  }

  private ensureIndex(): Promise<unknown> {
    this.indexed ??= this.keys.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }).catch((error: unknown) => {
      this.indexed = null;
      throw error;
    });
    return this.indexed;
  }

  begin(scope: string, fingerprint: string, now: number, staleAfterMs: number): Promise<Claim> {
    return guardMongo(STORE, async () => {
      await this.ensureIndex();
      const expiresAt = new Date(now + IDEMPOTENCY_TTL_MS);
      try {
        await this.keys.insertOne({ _id: scope, fingerprint, answer: null, startedAt: now, expiresAt });
        return { kind: 'claimed' };
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
      const found = await this.keys.findOne({ _id: scope });
      if (!found) return this.begin(scope, fingerprint, now, staleAfterMs);
      // MongoDB's TTL monitor removes an expired entry within a minute or so; until then it is as good as gone.
      if (found.expiresAt.getTime() <= now) {
        const renewed = await this.keys.updateOne(
          { _id: scope, expiresAt: found.expiresAt },
          { $set: { fingerprint, answer: null, startedAt: now, expiresAt } },
        );
        return renewed.modifiedCount === 1 ? { kind: 'claimed' } : this.begin(scope, fingerprint, now, staleAfterMs);
      }
      if (found.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (found.answer) return { kind: 'answered', answer: JSON.parse(found.answer) as StoredAnswer };
      if (now - found.startedAt < staleAfterMs) return { kind: 'in-progress' };
      // A claim whose request never finished: taken over only if nobody else took it meanwhile.
      const taken = await this.keys.updateOne(
        { _id: scope, startedAt: found.startedAt, answer: null },
        { $set: { startedAt: now, expiresAt } },
      );
      return taken.modifiedCount === 1 ? { kind: 'claimed' } : { kind: 'in-progress' };
    });
  }

  complete(scope: string, answer: StoredAnswer, now: number): Promise<void> {
    return guardMongo(STORE, async () => {
      await this.keys.updateOne(
        { _id: scope },
        { $set: { answer: JSON.stringify(answer), expiresAt: new Date(now + IDEMPOTENCY_TTL_MS) } },
      );
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
