import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent } from '../../../platform/event-store/event-envelope';
import { SqliteEventStore } from '../../../platform/event-store/sqlite-event-store';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { MemoryReadStore } from '../../../platform/read-store/memory-read-store';
import type { Doc, ReadCollection, ReadStore } from '../../../platform/read-store/read-store.port';
import type { AnalyticsEventKind } from '../analytics.events';
import { ANALYTICS_DAILY } from './analytics-daily-view';
import { AnalyticsDailyProjection } from './analytics-daily.projection';
import { ANALYTICS_EVENTS, ANALYTICS_EVENTS_HEAD, HEAD_ID, analyticsEventId } from './analytics-event-view';
import { AnalyticsEventsProjection } from './analytics-events.projection';
import { AnalyticsEventsReader } from './analytics-events.reader';

function tracked(
  event_type: AnalyticsEventKind,
  utm_source: string | null,
  page_path: string,
  occurredAt = '2025-05-01T10:00:00.000Z',
): NewEvent {
  return {
    type: 'analytics.event_recorded',
    data: { event_type, session_id: 'sess_1_a', utm_source, user_id: null, page_path, user_agent: null, referrer: null },
    metadata: { eventId: randomUUID(), occurredAt, actor: 'anonymous', correlationId: randomUUID(), causationId: null, source: 'web' },
  };
}

/** The same store seen only through promises, as MongoDB is: projections take their asynchronous path. */
function asyncOnly(reads: MemoryReadStore): ReadStore {
  return {
    kind: 'mongo',
    collection<T extends Doc>(name: string, indexes?: Parameters<ReadStore['collection']>[1]): ReadCollection<T> {
      const inner = reads.collection<T>(name, indexes);
      return {
        get: (id) => inner.get(id),
        find: (filter, options) => inner.find(filter, options),
        count: (filter) => inner.count(filter),
        aggregate: (pipeline) => inner.aggregate(pipeline),
        put: (doc) => inner.put(doc),
        putIfNewer: (doc) => inner.putIfNewer(doc),
        delete: (id) => inner.delete(id),
        deleteIfNotNewer: (id, position) => inner.deleteIfNotNewer(id, position),
        deleteMany: (filter) => inner.deleteMany(filter),
      };
    },
    getCheckpoint: (name) => reads.getCheckpoint(name),
    setCheckpoint: (name, position) => reads.setCheckpoint(name, position),
    resetCheckpoint: (name, position) => reads.resetCheckpoint(name, position),
    listCheckpoints: () => reads.listCheckpoints(),
    reportProjection: (name, report) => reads.reportProjection(name, report),
    ping: () => reads.ping(),
    dropCollection: (name) => reads.dropCollection(name),
    close: () => reads.close(),
  };
}

describe('analytics projections', () => {
  let dir: string;
  let store: SqliteEventStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'daily-analytics-'));
    store = new SqliteEventStore(join(dir, 'events.sqlite'));
  });

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function run(memory: MemoryReadStore, viaPromises = false): Promise<ProjectionRunner> {
    const reads = viaPromises ? asyncOnly(memory) : memory;
    const runner = new ProjectionRunner(store, reads);
    runner.register(new AnalyticsDailyProjection(reads, runner));
    runner.register(new AnalyticsEventsProjection(reads, runner));
    await runner.start();
    return runner;
  }

  async function snapshot(reads: MemoryReadStore) {
    const strip = <T extends { _pos?: number }>(docs: T[]) => docs.map(({ _pos, ...rest }) => rest);
    return {
      daily: strip(await reads.collection(ANALYTICS_DAILY).find({}, { sort: { _id: 1 } })),
      events: strip(await reads.collection(ANALYTICS_EVENTS).find({}, { sort: { _id: 1 } })),
      head: (await reads.collection(ANALYTICS_EVENTS_HEAD).get(HEAD_ID))?.count,
    };
  }

  it('counts per day and source, and numbers rows in log order', async () => {
    await store.append(
      'analytics-2025-05-01',
      [
        tracked('page_visit', 'x', '/a'),
        tracked('page_visit', 'x', '/b'),
        tracked('whatsapp_signup', null, '/c'),
        tracked('existing_user', null, '/login'),
      ],
      'any',
    );
    const reads = new MemoryReadStore();
    const runner = await run(reads);
    const state = await snapshot(reads);
    expect(state.daily).toEqual([
      { _id: '2025-05-01|', day: '2025-05-01', utm_source: null, visits: 0, whatsapp_signups: 1, logins: 0 },
      { _id: '2025-05-01|x', day: '2025-05-01', utm_source: 'x', visits: 2, whatsapp_signups: 0, logins: 0 },
    ]);
    expect(state.head).toBe(4);
    expect(state.events.map((e) => [e._id, e.page_path])).toEqual([
      [analyticsEventId(1), '/a'],
      [analyticsEventId(2), '/b'],
      [analyticsEventId(3), '/c'],
      [analyticsEventId(4), '/login'],
    ]);
    expect((await new AnalyticsEventsReader(reads).recent(2)).map((r) => r.page_path)).toEqual(['/login', '/c']);
    await runner.stop();
  });

  it('a replay after a lost checkpoint doubles no counter and no row', async () => {
    await store.append('analytics-2025-05-01', [tracked('page_visit', 'x', '/a'), tracked('login', 'x', '/login')], 'any');
    const reads = new MemoryReadStore();
    await (await run(reads)).stop();
    const before = await snapshot(reads);
    await reads.resetCheckpoint('analytics-daily', 0);
    await reads.resetCheckpoint('analytics-events', 0);
    await (await run(reads)).stop();
    expect(await snapshot(reads)).toEqual(before);
  });

  it.each([false, true])(
    'an event counted just before a crash keeps its number when replayed (through promises only: %p)',
    async (viaPromises) => {
      await store.append('analytics-2025-05-01', [tracked('page_visit', 'x', '/a'), tracked('page_visit', 'x', '/b')], 'any');
      const reads = new MemoryReadStore();
      await (await run(reads, viaPromises)).stop();
      const before = await snapshot(reads);
      expect(before.head).toBe(2);
      // As if the process died after the head counted event 2 but before its row was written.
      await reads.collection(ANALYTICS_EVENTS).delete(analyticsEventId(2));
      await reads.resetCheckpoint('analytics-events', 1);
      await (await run(reads, viaPromises)).stop();
      expect(await snapshot(reads)).toEqual(before);
    },
  );

  it('counts and numbers the same through promises only, as with MongoDB', async () => {
    await store.append(
      'analytics-2025-05-01',
      [tracked('page_visit', 'x', '/a'), tracked('login', null, '/login'), tracked('page_visit', 'x', '/b')],
      'any',
    );
    const direct = new MemoryReadStore();
    await (await run(direct)).stop();
    const viaPromises = new MemoryReadStore();
    await (await run(viaPromises, true)).stop();
    expect(await snapshot(viaPromises)).toEqual(await snapshot(direct));
  });

  it('pages newest first by number, and by query when filtered', async () => {
    await store.append(
      'analytics-2025-05-01',
      ['/1', '/2', '/3', '/4', '/5'].map((p, i) => tracked(i % 2 ? 'login' : 'page_visit', null, p)),
      'any',
    );
    const reads = new MemoryReadStore();
    const runner = await run(reads);
    const reader = new AnalyticsEventsReader(reads);
    const newest = await reader.page({}, { field: 'id', descending: true }, 1, 2);
    expect(newest).toMatchObject({
      total: 5,
      rows: [
        { id: 4, page_path: '/4' },
        { id: 3, page_path: '/3' },
      ],
    });
    const oldest = await reader.page({}, { field: 'timestamp', descending: false }, 4, 10);
    expect(oldest.rows.map((r) => r.id)).toEqual([5]);
    const logins = await reader.page({ event_type: 'login' }, { field: 'id', descending: true }, 0, 10);
    expect(logins).toMatchObject({ total: 2, rows: [{ id: 4 }, { id: 2 }] });
    expect((await reader.page({ ids: [1, 3] }, { field: 'id', descending: false }, 0, 10)).rows.map((r) => r.id)).toEqual([1, 3]);
    expect(await reader.get(3)).toMatchObject({ id: 3, page_path: '/3', session_id: 'sess_1_a' });
    expect(await reader.get(99)).toBeNull();
    await runner.stop();
  });
});
