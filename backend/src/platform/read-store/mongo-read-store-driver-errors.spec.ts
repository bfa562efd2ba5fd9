import { randomUUID } from 'node:crypto';
import mongoose, { type Connection, mongo } from 'mongoose';
import type { RecordedEvent } from '../event-store/event-envelope';
import { connectMongo } from '../mongo/mongo-connection';
import type { Projection } from '../projections/projection';
import { ProjectionRunner } from '../projections/projection-runner';
import { StoreUnavailableError } from '../store-unavailable';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { MemoryReadStore } from './memory-read-store';
import { MongoReadStore } from './mongo-read-store';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventMetadata } from '../../testing/event-metadata';

// The real MongoReadStore, without a server: its connection is one that never opens, and the driver
// collections under it answer as a test tells them to, with the driver's own error classes. So the
// adapter's handling of what MongoDB answers runs here; npm run test:cluster runs it on a real server.

jest.mock('../mongo/mongo-connection', () => ({
  ...jest.requireActual<typeof import('../mongo/mongo-connection')>('../mongo/mongo-connection'),
  connectMongo: jest.fn(),
}));

type DriverCall = jest.Mock<Promise<unknown>, unknown[]>;

/** The driver collection the adapter writes through, with the calls the test answers. */
function driverCollection(connection: Connection, name: string): Record<'createIndex' | 'replaceOne' | 'updateOne', DriverCall> {
  const collection = connection.collection(name) as unknown as Record<string, unknown>;
  for (const method of ['createIndex', 'replaceOne', 'updateOne']) collection[method] = jest.fn();
  return collection as unknown as Record<'createIndex' | 'replaceOne' | 'updateOne', DriverCall>;
}

/** What MongoDB answers when a unique index is built over documents that already break it. */
function duplicatesStored(collection: string): mongo.MongoServerError {
  return new mongo.MongoServerError({
    ok: 0,
    code: 11000,
    codeName: 'DuplicateKey',
    errmsg: `Index build failed: E11000 duplicate key error collection: daily.${collection} index: email_1 dup key: { email: "same@example.com" }`,
    keyPattern: { email: 1 },
    keyValue: { email: 'same@example.com' },
  });
}

function duplicateId(): mongo.MongoServerError {
  return new mongo.MongoServerError({ ok: 0, code: 11000, errmsg: 'E11000 duplicate key error index: _id_', keyPattern: { _id: 1 } });
}

describe('MongoReadStore against a driver that refuses (no server)', () => {
  let connection: Connection;
  let store: MongoReadStore;

  beforeEach(async () => {
    connection = mongoose.createConnection();
    jest.mocked(connectMongo).mockResolvedValue(connection);
    store = await MongoReadStore.connect('mongodb://stand-in.invalid/daily');
  });

  afterEach(async () => {
    await store.close();
  });

  describe('a unique index MongoDB cannot create', () => {
    it.each([
      ['the collection already holds duplicates', duplicatesStored('dupes')],
      [
        'an index of that name exists with other options',
        new mongo.MongoServerError({
          ok: 0,
          code: 85,
          codeName: 'IndexOptionsConflict',
          errmsg: 'Index already exists with different options',
        }),
      ],
    ])('(%s) makes every write to the collection fail, naming the index, and is not asked for again', async (_, refusal) => {
      const name = `dupes_${randomUUID().slice(0, 8)}`;
      const driver = driverCollection(connection, name);
      driver.createIndex.mockRejectedValue(refusal);
      driver.replaceOne.mockResolvedValue({ acknowledged: true });

      const dupes = store.collection(name, [{ fields: { email: 1 }, unique: true }]);
      const refused = new RegExp(`^The unique index on ${name} \\(email\\) could not be created: ${refusal.message.slice(0, 20)}`);
      await expect(dupes.put({ _id: '3', email: 'other@example.com' })).rejects.toThrow(refused);
      await expect(dupes.putIfNewer({ _id: '3', _pos: 9, email: 'other@example.com' })).rejects.toThrow(refused);
      await expect(dupes.put({ _id: '4', email: 'else@example.com' })).rejects.not.toBeInstanceOf(StoreUnavailableError);
      expect(driver.replaceOne).not.toHaveBeenCalled();
      expect(driver.createIndex).toHaveBeenCalledTimes(1);
      expect(driver.createIndex).toHaveBeenCalledWith(
        { email: 1 },
        { unique: true, partialFilterExpression: { email: { $exists: true } } },
      );
    });

    it('while MongoDB cannot be reached is a 503 for the write, and is asked for again by the next one', async () => {
      const name = `later_${randomUUID().slice(0, 8)}`;
      const driver = driverCollection(connection, name);
      driver.createIndex
        .mockRejectedValueOnce(new mongo.MongoServerSelectionError('Server selection timed out after 3000 ms', {} as never))
        .mockResolvedValue('email_1');
      driver.replaceOne.mockResolvedValue({ acknowledged: true });

      const later = store.collection(name, [{ fields: { email: 1 }, unique: true }]);
      await expect(later.put({ _id: '1', email: 'a@example.com' })).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(driver.replaceOne).not.toHaveBeenCalled();
      await later.put({ _id: '1', email: 'a@example.com' });
      expect(driver.createIndex).toHaveBeenCalledTimes(2);
      expect(driver.replaceOne).toHaveBeenCalledTimes(1);
    });

    it('stops the projection that writes there, with the index named in its status (what /health lists)', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'daily-index-'));
      const events = new SqliteEventStore(join(dir, 'events.sqlite'));
      try {
        const name = `people_${randomUUID().slice(0, 8)}`;
        const driver = driverCollection(connection, name);
        driver.createIndex.mockRejectedValue(duplicatesStored(name));
        const people = store.collection(name, [{ fields: { email: 1 }, unique: true }]);
        const projection: Projection = {
          name: 'people',
          handles: ['person.added'],
          collections: [name],
          apply: (event: RecordedEvent) => people.put({ _id: event.streamId, ...(event.data as { email: string }) }),
        };
        await events.append('p1', [personAdded('one@example.com')], 'no_stream');
        // Checkpoints and reports in memory: what is under test is the collection's refusal.
        const runner = new ProjectionRunner(events, new MemoryReadStore());
        runner.register(projection);
        await runner.start({ bootWaitMs: 5000 });
        expect(runner.status()).toEqual([
          expect.objectContaining({
            name: 'people',
            state: 'stopped',
            failure: expect.objectContaining({
              eventType: 'person.added',
              message: expect.stringMatching(
                new RegExp(`^The unique index on ${name} \\(email\\) could not be created: Index build failed`),
              ),
            }),
          }),
        ]);
        await runner.stop();
      } finally {
        await events.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('writes racing another writer', () => {
    it('putIfNewer asks again when another writer inserted the document first, and replaces it when older', async () => {
      const driver = driverCollection(connection, 'racing');
      driver.createIndex.mockResolvedValue('ok');
      driver.replaceOne.mockRejectedValueOnce(duplicateId()).mockResolvedValueOnce({ acknowledged: true, matchedCount: 1 });
      expect(await store.collection('racing').putIfNewer({ _id: 'a', _pos: 8 })).toBe(true);
      expect(driver.replaceOne).toHaveBeenCalledTimes(2);
    });

    it('putIfNewer answers false when asking again still finds the stored document newer', async () => {
      const driver = driverCollection(connection, 'newer');
      driver.replaceOne.mockRejectedValue(duplicateId());
      expect(await store.collection('newer').putIfNewer({ _id: 'a', _pos: 3 })).toBe(false);
      expect(driver.replaceOne).toHaveBeenCalledTimes(2);
    });

    it('a duplicate on another unique field is a DuplicateKeyError at once', async () => {
      const driver = driverCollection(connection, 'emails');
      driver.replaceOne.mockRejectedValue(duplicatesStored('emails'));
      await expect(store.collection('emails').putIfNewer({ _id: 'a', _pos: 3 })).rejects.toMatchObject({
        name: 'DuplicateKeyError',
        message: expect.stringContaining('email'),
      });
      expect(driver.replaceOne).toHaveBeenCalledTimes(1);
    });

    it('a checkpoint save that lost the insert to another save asks again, so the later position is kept', async () => {
      const driver = driverCollection(connection, '_checkpoints');
      driver.updateOne.mockRejectedValueOnce(duplicateId()).mockResolvedValueOnce({ acknowledged: true, matchedCount: 1 });
      await store.setCheckpoint('tally', 500);
      expect(driver.updateOne).toHaveBeenCalledTimes(2);
      expect(driver.updateOne).toHaveBeenLastCalledWith(
        { _id: 'tally', $or: [{ position: { $lt: 500 } }, { position: { $exists: false } }] },
        { $set: { position: 500 } },
        { upsert: true },
      );
    });
  });
});

function personAdded(email: string) {
  return {
    type: 'person.added',
    data: { email },
    metadata: eventMetadata(),
  };
}
