import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { describeEventStoreContract } from './event-store.contract';
import type { RecordedEvent } from './event-envelope';
import { EventStoreUnavailableError } from './event-store.port';
import { SqliteEventStore } from './sqlite-event-store';
import { eventMetadata } from '../../testing/event-metadata';

const dirs: string[] = [];

describeEventStoreContract(
  'SQLite',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daily-es-'));
    dirs.push(dir);
    return new SqliteEventStore(join(dir, 'events.sqlite'));
  },
  async () => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  },
);

describe('SqliteEventStore writer thread', () => {
  let dir: string;
  let store: SqliteEventStore;
  const event = (n: number) => ({
    type: 'test.happened',
    data: { n },
    metadata: eventMetadata(),
  });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'daily-es-writer-'));
    store = new SqliteEventStore(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails only the append whose payload cannot be serialised', async () => {
    const bad = { ...event(1), data: { n: BigInt(1) } };
    const results = await Promise.allSettled([store.append('a', [event(0)], 'no_stream'), store.append('b', [bad], 'no_stream')]);
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: { nextRevision: 0 } });
    expect(results[1]).toMatchObject({ status: 'rejected' });
    expect(await store.readStream('b')).toEqual([]);
  });

  it('fails only the append the table refuses; the others of the same batch commit', async () => {
    const stored = event(0);
    await store.append('first', [stored], 'no_stream');
    // Sent in the same tick, so they share one batch: the middle one reuses an event id already stored elsewhere.
    const results = await Promise.allSettled([
      store.append('a', [event(1)], 'no_stream'),
      store.append('b', [event(2), stored], 'no_stream'),
      store.append('c', [event(3)], 'no_stream'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).not.toBeInstanceOf(EventStoreUnavailableError);
    expect(await store.readStream('b')).toEqual([]);
    expect((await store.readStream('c')).map((e) => e.data)).toEqual([{ n: 3 }]);
  });

  it('makes every caller of close wait until the accepted appends are written', async () => {
    const pending = store.append('s', [event(0)], 'no_stream');
    const first = store.close();
    const second = store.close();
    expect(second).toBe(first);
    await second;
    await expect(pending).resolves.toMatchObject({ nextRevision: 0 });
  });

  it('writes appends accepted before close, then refuses new ones', async () => {
    const pending = Array.from({ length: 20 }, (_, i) => store.append(`s-${i}`, [event(i)], 'no_stream'));
    await store.close();
    await expect(Promise.all(pending)).resolves.toHaveLength(20);
    await expect(store.append('late', [event(0)], 'any')).rejects.toBeInstanceOf(EventStoreUnavailableError);
    const reopened = new SqliteEventStore(join(dir, 'events.sqlite'));
    expect(await reopened.headPosition()).toBe(20);
    await reopened.close();
  });

  it('fails with EventStoreUnavailableError while the file cannot be written, and recovers', async () => {
    await store.append('first', [event(0)], 'no_stream');
    // A second connection holds the write lock past busy_timeout: the writer's transaction cannot start.
    const blocker = new Database(join(dir, 'events.sqlite'));
    blocker.pragma('busy_timeout = 0');
    blocker.exec('BEGIN IMMEDIATE');
    const blocked = store.append('second', [event(1)], 'no_stream');
    await expect(blocked).rejects.toBeInstanceOf(EventStoreUnavailableError);
    blocker.exec('ROLLBACK');
    blocker.close();
    await expect(store.append('second', [event(1)], 'no_stream')).resolves.toMatchObject({ nextRevision: 0 });
  }, 15_000);
});

describe('SqliteEventStore subscription fed from its own appends', () => {
  let dir: string;
  let file: string;
  const event = (n: number) => ({ type: 'test.happened', data: { n, at: new Date(0) }, metadata: eventMetadata() });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'daily-es-recent-'));
    file = join(dir, 'events.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function waitFor(seen: RecordedEvent[], count: number): Promise<void> {
    const deadline = Date.now() + 5_000;
    while (seen.length < count && Date.now() < deadline) await sleep(10);
    await sleep(250);
  }

  async function follow(
    store: SqliteEventStore,
    count: number,
    write: () => Promise<void>,
    onEvent: (event: RecordedEvent) => Promise<void> | void = () => undefined,
  ): Promise<RecordedEvent[]> {
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({
      after: 0,
      onEvent: (e) => {
        seen.push(e);
        return onEvent(e);
      },
    });
    try {
      await write();
      await waitFor(seen, count);
    } finally {
      await subscription.stop();
    }
    return seen;
  }

  it('delivers what a read of the file returns, each event once, an earlier append retried included', async () => {
    // No check for other processes during the test: every event must then come from memory.
    const store = new SqliteEventStore(file, 60_000);
    const fileReads = jest.spyOn(store, 'readAllSync');
    const retried = [event(1), event(2)];
    const seen = await follow(store, 5, async () => {
      await store.append('a', [event(0)], 'no_stream');
      await store.append('b', retried, 'no_stream');
      await store.append('c', [event(3)], 'no_stream');
      await store.append('b', retried, 'no_stream');
      await Promise.all([store.append('d', [event(4)], 'no_stream'), store.append('a', [event(5)], 0)]);
    });
    // Every event came from memory: the file was only asked whether anything followed.
    expect(fileReads.mock.results.every((read) => (read.value as RecordedEvent[]).length === 0)).toBe(true);
    expect(seen).toEqual(await store.readAll(0, 100));
    expect(seen.map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seen[0].data).toEqual({ n: 0, at: '1970-01-01T00:00:00.000Z' });
    await store.close();
  });

  it('reads from the file the events another process wrote between its own', async () => {
    const store = new SqliteEventStore(file);
    const other = new SqliteEventStore(file);
    const seen = await follow(store, 4, async () => {
      await store.append('mine', [event(0)], 'no_stream');
      await other.append('theirs', [event(1)], 'no_stream');
      await store.append('mine', [event(2)], 0);
      await store.append('mine', [event(3)], 1);
    });
    expect(seen.map((e) => [e.streamId, e.position])).toEqual([
      ['mine', 1],
      ['theirs', 2],
      ['mine', 3],
      ['mine', 4],
    ]);
    await Promise.all([store.close(), other.close()]);
  });

  it('does not fall asleep on its own last append when another process wrote after it during a slow event', async () => {
    const store = new SqliteEventStore(file);
    const other = new SqliteEventStore(file);
    let first = true;
    const seen = await follow(
      store,
      3,
      async () => {
        await store.append('mine', [event(0)], 'no_stream');
        await sleep(50);
        await store.append('mine', [event(1)], 0);
        await other.append('theirs', [event(2)], 'no_stream');
      },
      async () => {
        if (!first) return;
        first = false;
        await sleep(400);
      },
    );
    expect(seen.map((e) => [e.streamId, e.position])).toEqual([
      ['mine', 1],
      ['mine', 2],
      ['theirs', 3],
    ]);
    await Promise.all([store.close(), other.close()]);
  });

  it('reads the file again after writes nobody followed', async () => {
    const store = new SqliteEventStore(file, 60_000);
    await follow(store, 2, async () => {
      await store.append('s', [event(0)], 'no_stream');
      await store.append('s', [event(1)], 0);
    });
    await store.append('s', [event(2)], 1);
    await store.append('s', [event(3)], 2);
    const again = await follow(store, 4, async () => undefined);
    expect(again.map((e) => e.position)).toEqual([1, 2, 3, 4]);
    await store.close();
  });
});
