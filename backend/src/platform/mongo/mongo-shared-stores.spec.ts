import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { describeIdempotencyStoreContract } from '../idempotency/idempotency-store.contract';
import { MongoIdempotencyStore } from '../idempotency/mongo-idempotency-store';
import { MongoRateCounterStore } from '../limits/mongo-rate-counter-store';
import { describeRateCounterStoreContract } from '../limits/rate-counter-store.contract';

const url = process.env.MONGODB_URL;

if (url) {
  // A database of its own per run, dropped at the end, so runs against one server never collide.
  const dbName = `daily_contract_shared_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const drop = async () => {
    const connection = await mongoose.createConnection(url, { dbName }).asPromise();
    await connection.dropDatabase();
    await connection.close();
  };
  describeIdempotencyStoreContract('MongoDB', () => MongoIdempotencyStore.connect(url, { dbName }));
  describeRateCounterStoreContract('MongoDB', () => MongoRateCounterStore.connect(url, { dbName }), drop);
} else {
  // Reported as skipped, with the reason, instead of a test that passes without testing anything.
  describe.skip('MongoDB idempotency and limit stores contract (skipped: MONGODB_URL is not set; npm run test:cluster runs it against a real server)', () => {
    test('runs against the server MONGODB_URL names', () => undefined);
  });
}
