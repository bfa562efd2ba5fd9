import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent, RecordedEvent } from '../../../platform/event-store/event-envelope';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { SqliteEventStore } from '../../../platform/event-store/sqlite-event-store';
import { EventLogReader } from './event-log-reader';
import { eventMetadata } from '../../../testing/event-metadata';

function event(type: string, n: number): NewEvent {
  return {
    type,
    data: { n },
    metadata: eventMetadata(),
  };
}

/** The same log with positions ten apart, as EventStoreDB's commit positions are sparse. */
function sparse(store: EventStore): EventStore {
  const widen = (e: RecordedEvent): RecordedEvent => ({ ...e, position: e.position * 10 });
  return {
    ...store,
    kind: 'esdb',
    readStream: async (id) => (await store.readStream(id)).map(widen),
    readAll: async (after, max) => (await store.readAll(Math.floor(after / 10), max)).map(widen),
    headPosition: async () => (await store.headPosition()) * 10,
  };
}

describe('EventLogReader', () => {
  let dir: string;
  let store: SqliteEventStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'daily-log-'));
    store = new SqliteEventStore(join(dir, 'events.sqlite'));
    // 30 events: a.x a.y b.x a.x a.y b.x … so positions 1..30, type x at 1,3,4,6,…
    for (let i = 1; i <= 30; i += 1) await store.append(i % 3 === 0 ? 'b' : 'a', [event(i % 3 === 2 ? 'test.y' : 'test.x', i)], 'any');
  });

  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const positions = (page: { events: RecordedEvent[] }) => page.events.map((e) => e.position);

  it.each([
    ['the SQLite log (direct reads)', () => store as EventStore, 1],
    ['a sparse log (one pass)', () => sparse(store), 10],
  ])('pages the whole log newest first and oldest first: %s', async (_name, make, scale) => {
    const reader = new EventLogReader(make());
    const newest = await reader.page({}, true, 0, 3);
    expect(positions(newest)).toEqual([30, 29, 28].map((p) => p * scale));
    expect(newest.total).toBe(30);
    expect(positions(await reader.page({}, true, 28, 5))).toEqual([2, 1].map((p) => p * scale));
    expect(positions(await reader.page({}, false, 5, 2))).toEqual([6, 7].map((p) => p * scale));
    expect((await reader.page({}, true, 40, 5)).events).toEqual([]);
  });

  it('filters by type with an exact total', async () => {
    const reader = new EventLogReader(store);
    const ys = await reader.page({ type: 'test.y' }, true, 0, 3);
    expect(ys.total).toBe(10);
    expect(positions(ys)).toEqual([29, 26, 23]);
    expect(positions(await reader.page({ type: 'test.y' }, false, 9, 5))).toEqual([29]);
  });

  it('filters by stream, and by stream and type', async () => {
    const reader = new EventLogReader(store);
    const b = await reader.page({ stream: 'b' }, true, 0, 2);
    expect(b.total).toBe(10);
    expect(positions(b)).toEqual([30, 27]);
    expect((await reader.page({ stream: 'a', type: 'test.y' }, false, 0, 100)).total).toBe(10);
    expect((await reader.page({ stream: 'nobody' }, true, 0, 10)).total).toBe(0);
  });

  it('finds one event by position', async () => {
    const reader = new EventLogReader(store);
    expect((await reader.at(7))?.data).toEqual({ n: 7 });
    expect(await reader.at(31)).toBeNull();
    expect(await reader.at(0)).toBeNull();
  });
});
