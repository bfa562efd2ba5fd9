import mongoose from 'mongoose';
import type { KeyStore } from '../platform/crypto/key-store.port';
import { guardMongo } from '../platform/mongo/mongo-faults';
import type { Doc, ReadCollection, ReadStore } from '../platform/read-store/read-store.port';

/**
 * A MongoDB that can be stopped and started again by a test. While it is down every call rejects
 * with the error the driver itself raises for a server it cannot select, and goes through the same
 * translation as the real MongoDB adapters, so the application above sees exactly what it would.
 */
export class MongoOutage {
  down = false;
  /** Calls made while down: proof that the application kept asking (and so can recover). */
  refused = 0;

  check(): void {
    if (!this.down) return;
    this.refused += 1;
    throw new mongoose.mongo.MongoServerSelectionError('Server selection timed out after 3000 ms', {} as never);
  }
}

function failing<T>(outage: MongoOutage, store: string, call: () => Promise<T>): Promise<T> {
  return guardMongo(store, async () => {
    outage.check();
    return call();
  });
}

/**
 * Wraps an embedded read store the way MongoDB behaves: asynchronous only (projections take the
 * same path as with MongoDB) and unavailable while the outage lasts.
 */
export function failingReadStore(inner: ReadStore, outage: MongoOutage): ReadStore {
  const guard = <T>(call: () => Promise<T>) => failing(outage, 'Read store', call);
  return {
    kind: 'mongo',
    collection<T extends Doc>(name: string, indexes?: Parameters<ReadStore['collection']>[1]): ReadCollection<T> {
      const c = inner.collection<T>(name, indexes);
      return {
        get: (id) => guard(() => c.get(id)),
        find: (filter, options) => guard(() => c.find(filter, options)),
        count: (filter) => guard(() => c.count(filter)),
        aggregate: (pipeline) => guard(() => c.aggregate(pipeline)),
        put: (doc) => guard(() => c.put(doc)),
        putIfNewer: (doc) => guard(() => c.putIfNewer(doc)),
        delete: (id) => guard(() => c.delete(id)),
        deleteIfNotNewer: (id, position) => guard(() => c.deleteIfNotNewer(id, position)),
        deleteMany: (filter) => guard(() => c.deleteMany(filter)),
      };
    },
    getCheckpoint: (name) => guard(() => inner.getCheckpoint(name)),
    setCheckpoint: (name, position) => guard(() => inner.setCheckpoint(name, position)),
    resetCheckpoint: (name, position) => guard(() => inner.resetCheckpoint(name, position)),
    listCheckpoints: () => guard(() => inner.listCheckpoints()),
    reportProjection: (name, report) => guard(() => inner.reportProjection(name, report)),
    ping: () => guard(() => inner.ping()),
    dropCollection: (name) => guard(() => inner.dropCollection(name)),
    close: () => inner.close(),
  };
}

/** The key store on the same MongoDB: down when it is. */
export function failingKeyStore(inner: KeyStore, outage: MongoOutage): KeyStore {
  const guard = <T>(call: () => Promise<T>) => failing(outage, 'Key store', call);
  return {
    getWrapped: (userId) => guard(() => inner.getWrapped(userId)),
    putWrappedIfAbsent: (userId, wrapped) => guard(() => inner.putWrappedIfAbsent(userId, wrapped)),
    destroy: (userId) => guard(() => inner.destroy(userId)),
    isDestroyed: (userId) => guard(() => inner.isDestroyed(userId)),
    listWrapped: (after, limit) => guard(() => inner.listWrapped(after, limit)),
    replaceWrapped: (userId, from, to) => guard(() => inner.replaceWrapped(userId, from, to)),
    ping: () => guard(() => inner.ping()),
    close: () => inner.close(),
  };
}
