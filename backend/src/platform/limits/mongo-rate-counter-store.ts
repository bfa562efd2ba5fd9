import type { Connection, mongo } from 'mongoose';
import { connectMongo } from '../mongo/mongo-connection';
import { guardMongo } from '../mongo/mongo-faults';
import type { RateCounterStore, RateWindow } from './rate-counter-store.port';

const STORE = 'Limit store';
const DUPLICATE_KEY = 11000;

interface WindowDoc {
  _id: string;
  hits: number;
  endsAt: number;
  /** For MongoDB's TTL monitor, which removes finished windows. */
  expiresAt: Date;
}

/** Limit counters in MongoDB: one atomic update per hit, shared by every API instance. */
export class MongoRateCounterStore implements RateCounterStore {
  private readonly windows: mongo.Collection<WindowDoc>;
  private indexed: Promise<unknown> | null = null;

  private constructor(private readonly connection: Connection) {
    this.windows = connection.collection<WindowDoc>('_rate_windows') as unknown as mongo.Collection<WindowDoc>;
  }

  static async connect(url: string, options: { dbName?: string; bootWaitMs?: number } = {}): Promise<MongoRateCounterStore> {
    return new MongoRateCounterStore(await connectMongo(url, { store: STORE, ...options }));
  }

  hit(key: string, windowMs: number, now: number): Promise<RateWindow> {
    return guardMongo(STORE, async () => {
      this.indexed ??= this.windows.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }).catch((error: unknown) => {
        this.indexed = null;
        throw error;
      });
      await this.indexed;
      const open = { $gt: ['$endsAt', now] };
      // An update pipeline decides inside MongoDB whether the window goes on or a new one starts.
      const update = [
        {
          $set: {
            hits: { $cond: [open, { $add: ['$hits', 1] }, 1] },
            endsAt: { $cond: [open, '$endsAt', now + windowMs] },
            expiresAt: { $cond: [open, '$expiresAt', new Date(now + windowMs)] },
          },
        },
      ];
      for (let attempt = 0; ; attempt += 1) {
        try {
          const doc = await this.windows.findOneAndUpdate({ _id: key }, update, { upsert: true, returnDocument: 'after' });
          return { hits: doc?.hits ?? 1, endsAt: doc?.endsAt ?? now + windowMs };
        } catch (error) {
          // Two first hits at once both try to insert: the second one counts on the first one's window.
          if ((error as { code?: number }).code !== DUPLICATE_KEY || attempt > 0) throw error;
        }
      }
    });
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
