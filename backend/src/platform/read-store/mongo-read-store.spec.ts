import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { MongoReadStore } from './mongo-read-store';
import { describeReadStoreContract } from './read-store.contract';

const url = process.env.MONGODB_URL;

if (url) {
  // A database of its own per run, dropped at the end, so runs against one server never collide.
  const dbName = `daily_contract_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  describeReadStoreContract(
    'MongoDB',
    () => MongoReadStore.connect(url, { dbName }),
    async () => {
      const connection = await mongoose.createConnection(url, { dbName }).asPromise();
      await connection.dropDatabase();
      await connection.close();
    },
  );
} else {
  // Reported as skipped, with the reason, instead of a test that passes without testing anything.
  describe.skip(`MongoDB read store contract (skipped: MONGODB_URL is not set; npm run test:cluster runs it against a real server)`, () => {
    test('runs against the server MONGODB_URL names', () => undefined);
  });
}
