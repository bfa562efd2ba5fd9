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
  // Says plainly that the cluster suite did not run, instead of passing without testing anything.
  describe('MongoDB read store contract', () => {
    test('SKIPPED: MONGODB_URL is not set, so the suite did not run', () => {
      console.warn('SKIPPED: MongoDB read store contract suite (MONGODB_URL not set)');
      expect(process.env.MONGODB_URL).toBeFalsy();
    });
  });
}
