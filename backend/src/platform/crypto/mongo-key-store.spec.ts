import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { describeKeyStoreContract } from './key-store.contract';
import { MongoKeyStore } from './mongo-key-store';

const url = process.env.MONGODB_URL;

if (url) {
  // A database of its own per run, dropped at the end, so runs against one server never collide.
  const dbName = `daily_contract_keys_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  describeKeyStoreContract(
    'MongoDB',
    () => MongoKeyStore.connect(url, { dbName }),
    async () => {
      const connection = await mongoose.createConnection(url, { dbName }).asPromise();
      await connection.dropDatabase();
      await connection.close();
    },
  );
} else {
  // Reported as skipped, with the reason, instead of a test that passes without testing anything.
  describe.skip(`MongoDB key store contract (skipped: MONGODB_URL is not set; npm run test:cluster runs it against a real server)`, () => {
    test('runs against the server MONGODB_URL names', () => undefined);
  });
}
