import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryReadStore } from '../platform/read-store/memory-read-store';
import type { Doc, IndexSpec, ReadCollection, ReadStore } from '../platform/read-store/read-store.port';
import { startTestServer, type TestServer } from './test-server';

/**
 * Cluster mode's shape inside one test process: a projector and API instances as separate
 * applications sharing their stores as cluster mode shares EventStoreDB and MongoDB. The event log,
 * keys, idempotency keys and limit counters are the files of one DATA_DIR (several processes may
 * share one, see shared-data-dir.e2e-spec.ts); read models, checkpoints and the projector's reports
 * are one in-memory read store standing in for MongoDB. The real thing runs in cluster.e2e-spec.ts.
 */
export interface InProcessCluster {
  /** The read store every server shares, as they would share MongoDB. */
  reads: MemoryReadStore;
  start(role: 'api' | 'projector'): Promise<TestServer>;
  /** Closes every server still running and removes the shared data. */
  close(): Promise<void>;
}

/** The shared read store as one server sees it: closing that server leaves it to the others. */
function sharedReadStore(inner: ReadStore): ReadStore {
  return {
    kind: inner.kind,
    collection<T extends Doc>(name: string, indexes?: IndexSpec[]): ReadCollection<T> {
      return inner.collection<T>(name, indexes);
    },
    getCheckpoint: (projection) => inner.getCheckpoint(projection),
    setCheckpoint: (projection, position) => inner.setCheckpoint(projection, position),
    resetCheckpoint: (projection, position) => inner.resetCheckpoint(projection, position),
    listCheckpoints: () => inner.listCheckpoints(),
    reportProjection: (projection, report) => inner.reportProjection(projection, report),
    ping: () => inner.ping(),
    dropCollection: (name) => inner.dropCollection(name),
    close: async () => undefined,
  };
}

export function inProcessCluster(env: Record<string, string> = {}): InProcessCluster {
  const dataDir = mkdtempSync(join(tmpdir(), 'daily-in-process-cluster-'));
  const reads = new MemoryReadStore();
  const running = new Set<TestServer>();
  return {
    reads,
    async start(role) {
      const server = await startTestServer(env, dataDir, { role, stores: { readStore: () => sharedReadStore(reads) } });
      const close = server.close;
      const tracked: TestServer = {
        ...server,
        close: async () => {
          running.delete(tracked);
          await close({ keepData: true });
        },
      };
      running.add(tracked);
      return tracked;
    },
    async close() {
      for (const server of [...running]) await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
