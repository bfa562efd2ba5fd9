import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent, RecordedEvent } from '../event-store/event-envelope';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { MemoryReadStore } from '../read-store/memory-read-store';
import type { Doc, ReadStore } from '../read-store/read-store.port';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { applyOnce } from './read-model-writes';
import { StoreUnavailableError } from '../store-unavailable';
import type { AllSubscription, SubscribeOptions } from '../event-store/event-store.port';
import type { ReadCollection } from '../read-store/read-store.port';
import { eventMetadata } from '../../testing/event-metadata';

interface Tally extends Doc {
  count: number;
  total: number;
}

function deposit(amount: number): NewEvent {
  return {
    type: 'test.deposited',
    data: { amount },
    metadata: eventMetadata(),
  };
}

/** Sums deposits per stream; counts are not idempotent by nature, so applyOnce must make them so. */
class TallyProjection implements Projection {
  readonly name = 'tally';
  readonly handles = ['test.deposited'];
  readonly collections = ['tallies'];
  failOn: number | null = null;
  constructor(private readonly reads: ReadStore) {}
  async apply(event: RecordedEvent): Promise<void> {
    if (this.failOn !== null && (event.data as { amount: number }).amount === this.failOn) throw new Error('cannot apply this amount');
    const tallies = this.reads.collection<Tally>('tallies');
    await applyOnce(tallies, event.streamId, event, (current) => ({
      count: (current?.count ?? 0) + 1,
      total: (current?.total ?? 0) + (event.data as { amount: number }).amount,
    }));
  }
}

describe('ProjectionRunner', () => {
  let dir: string;
  let store: SqliteEventStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'daily-proj-'));
    store = new SqliteEventStore(join(dir, 'events.sqlite'));
  });

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function snapshot(reads: ReadStore) {
    return (await reads.collection<Tally>('tallies').find({}, { sort: { _id: 1 } })).map(({ _id, count, total }) => ({
      _id,
      count,
      total,
    }));
  }

  it('catches up at start, then follows live appends; waitFor gives read-your-writes', async () => {
    await store.append('a', [deposit(1), deposit(2)], 'no_stream');
    const reads = new MemoryReadStore();
    const runner = new ProjectionRunner(store, reads);
    runner.register(new TallyProjection(reads));
    await runner.start();
    expect(await snapshot(reads)).toEqual([{ _id: 'a', count: 2, total: 3 }]);
    const { position } = await store.append('a', [deposit(10)], 1);
    expect(await runner.waitFor(position)).toBe(true);
    expect(await snapshot(reads)).toEqual([{ _id: 'a', count: 3, total: 13 }]);
    await runner.stop();
  });

  it('an API instance follows the checkpoints the projector saves, so waitFor still gives read-your-writes', async () => {
    const reads = new MemoryReadStore();
    const projector = new ProjectionRunner(store, reads);
    projector.register(new TallyProjection(reads));
    await projector.start(20);
    const api = new ProjectionRunner(store, reads);
    api.register(new TallyProjection(reads));
    await api.follow(10);
    const { position } = await store.append('a', [deposit(4)], 'no_stream');
    expect(await api.waitFor(position, 2000)).toBe(true);
    expect(api.status()).toEqual([expect.objectContaining({ state: 'following', position })]);
    expect(await snapshot(reads)).toEqual([{ _id: 'a', count: 1, total: 4 }]);
    await api.stop();
    await projector.stop();
  });

  it('a full rebuild equals the incremental result', async () => {
    const reads = new MemoryReadStore();
    const runner = new ProjectionRunner(store, reads);
    runner.register(new TallyProjection(reads));
    await runner.start();
    let last = 0;
    for (let i = 0; i < 30; i += 1) last = (await store.append(`s${i % 4}`, [deposit(i)], 'any')).position;
    await runner.waitFor(last);
    const incremental = await snapshot(reads);
    let progressCalls = 0;
    await runner.rebuild(() => (progressCalls += 1));
    expect(await snapshot(reads)).toEqual(incremental);
    expect(progressCalls).toBeGreaterThan(0);
  });

  it('replaying events after a crash between event and checkpoint has no double effect', async () => {
    await store.append('a', [deposit(5), deposit(7)], 'no_stream');
    const reads = new MemoryReadStore();
    const first = new ProjectionRunner(store, reads);
    first.register(new TallyProjection(reads));
    await first.start();
    await first.stop();
    // The checkpoint is lost (as if the process died before writing it): the same events come again.
    await reads.resetCheckpoint('tally', 0);
    const second = new ProjectionRunner(store, reads);
    second.register(new TallyProjection(reads));
    await second.start();
    expect(await snapshot(reads)).toEqual([{ _id: 'a', count: 2, total: 12 }]);
    await second.stop();
  });

  it('a projection that throws stops at that event, reports it, and resumes after a fix with no loss', async () => {
    await store.append('a', [deposit(1), deposit(13), deposit(2)], 'no_stream');
    const reads = new MemoryReadStore();
    const broken = new TallyProjection(reads);
    broken.failOn = 13;
    const runner = new ProjectionRunner(store, reads);
    runner.register(broken);
    await runner.start();
    const [status] = runner.status();
    expect(status.state).toBe('stopped');
    expect(status.position).toBe(1);
    expect(status.failure).toMatchObject({ position: 2, eventType: 'test.deposited' });
    expect(await snapshot(reads)).toEqual([{ _id: 'a', count: 1, total: 1 }]);
    await runner.stop();

    const fixedRunner = new ProjectionRunner(store, reads);
    fixedRunner.register(new TallyProjection(reads));
    await fixedRunner.start();
    expect(fixedRunner.status()[0].state).toBe('live');
    expect(await snapshot(reads)).toEqual([{ _id: 'a', count: 3, total: 16 }]);
    await fixedRunner.stop();
  });

  it('waitFor gives up after its timeout instead of hanging a request', async () => {
    const reads = new MemoryReadStore();
    const runner = new ProjectionRunner(store, reads);
    runner.register(new TallyProjection(reads));
    await runner.start();
    expect(await runner.waitFor(999, 20)).toBe(false);
    await runner.stop();
  });

  describe('with several writers and a store that fails', () => {
    const unavailable = () => new StoreUnavailableError('Read store', 'MongoDB is unavailable (MongoServerSelectionError)');

    it('a checkpoint save that fails on the delivery path does not end the subscription', async () => {
      const reads = new MemoryReadStore();
      let failSaves = true;
      const setCheckpoint = reads.setCheckpoint.bind(reads);
      reads.setCheckpoint = async (name, position) => {
        if (failSaves) throw unavailable();
        return setCheckpoint(name, position);
      };
      const runner = new ProjectionRunner(store, reads);
      runner.register(new TallyProjection(reads));
      await runner.start();
      // Past 200 events the delivery path writes a checkpoint, which fails here.
      let last = 0;
      for (let i = 0; i < 210; i += 1) last = (await store.append('a', [deposit(1)], 'any')).position;
      expect(await runner.waitFor(last, 5000)).toBe(true);
      failSaves = false;
      const { position } = await store.append('a', [deposit(100)], 'any');
      expect(await runner.waitFor(position, 5000)).toBe(true);
      expect(await snapshot(reads)).toEqual([{ _id: 'a', count: 211, total: 310 }]);
      expect(runner.status()[0].state).toBe('live');
      await runner.stop();
      expect(await reads.getCheckpoint('tally')).toBe(position);
    });

    it('a read store that is unreachable for a while is waited out: the projection retries and goes on without a restart', async () => {
      const reads = new MemoryReadStore();
      const projection = new TallyProjection(reads);
      let failures = 3;
      const apply = projection.apply.bind(projection);
      projection.apply = async (event) => {
        if (failures > 0) {
          failures -= 1;
          throw unavailable();
        }
        return apply(event);
      };
      const runner = new ProjectionRunner(store, reads);
      runner.register(projection);
      await runner.start();
      const { position } = await store.append('a', [deposit(3)], 'no_stream');
      // The request's wait ends at once while the store is down instead of waiting out its timeout.
      expect(await runner.waitFor(position, 60_000)).toBe(false);
      expect(runner.status()[0]).toMatchObject({ state: 'retrying', failure: { position, eventType: 'test.deposited' } });
      while (runner.status()[0].state === 'retrying') await new Promise((resolve) => setTimeout(resolve, 50));
      expect(runner.status()[0].state).toBe('live');
      expect(await runner.waitFor(position, 5000)).toBe(true);
      expect(await snapshot(reads)).toEqual([{ _id: 'a', count: 1, total: 3 }]);
      await runner.stop();
    });

    it('stop() ends a projection that is waiting for its store', async () => {
      const reads = new MemoryReadStore();
      const projection = new TallyProjection(reads);
      projection.apply = async () => {
        throw unavailable();
      };
      const runner = new ProjectionRunner(store, reads);
      runner.register(projection);
      await runner.start();
      await store.append('a', [deposit(3)], 'no_stream');
      while (runner.status()[0].state !== 'retrying') await new Promise((resolve) => setTimeout(resolve, 10));
      await runner.stop();
      expect(runner.status()[0].state).toBe('retrying');
    });

    it('an API instance waits only for projections the projector runs live: not a stopped one, nor one added in a rolling deploy', async () => {
      const reads = new MemoryReadStore();
      const projector = new ProjectionRunner(store, reads);
      const broken = new TallyProjection(reads);
      Object.assign(broken, { name: 'broken-tally', failOn: 7 });
      projector.register(new TallyProjection(reads));
      projector.register(broken);
      await store.append('b', [deposit(7)], 'no_stream');
      await projector.start(20);
      const api = new ProjectionRunner(store, reads);
      api.register(new TallyProjection(reads));
      api.register(Object.assign(new TallyProjection(reads), { name: 'broken-tally' }));
      // Registered by the new version of the API; the projector still runs the old one.
      api.register(Object.assign(new TallyProjection(reads), { name: 'new-tally' }));
      await api.follow(10);
      const { position } = await store.append('a', [deposit(4)], 'no_stream');
      expect(await api.waitFor(position, 5000)).toBe(true);
      expect(Object.fromEntries(api.status().map((p) => [p.name, p.state]))).toEqual({
        tally: 'following',
        'broken-tally': 'stopped',
        'new-tally': 'unreported',
      });
      // Named projections: a request that reads only the tally waits only for it.
      expect(await api.waitFor(position, 5000, ['tally'])).toBe(true);
      await api.stop();
      await projector.stop();
    });

    it('a lagging second writer never overwrites a newer document with an older one', async () => {
      const reads = new MemoryReadStore();
      const tallies = reads.collection<Tally>('tallies');
      const first = await store.append('a', [deposit(1)], 'no_stream');
      const second = await store.append('a', [deposit(2)], 0);
      const [older] = await store.readAll(first.position - 1, 1);
      const [newer] = await store.readAll(second.position - 1, 1);
      // The lagging writer reads the document, then the other writer stores a newer one before it writes.
      const lagging: ReadCollection<Tally> = {
        ...tallies,
        get: async (id) => {
          const seen = await tallies.get(id);
          await applyOnce(asyncOnly(tallies), 'a', newer, () => ({ count: 2, total: 3 }));
          return seen;
        },
        putIfNewer: (doc) => tallies.putIfNewer(doc),
        deleteIfNotNewer: (id, position) => tallies.deleteIfNotNewer(id, position),
        put: (doc) => tallies.put(doc),
      };
      await applyOnce(lagging, 'a', older, () => ({ count: 1, total: 1 }));
      expect(await tallies.get('a')).toMatchObject({ count: 2, total: 3, _pos: second.position });
    });

    it('checkpoints never move backwards, whichever save lands last', async () => {
      const reads = new MemoryReadStore();
      await reads.setCheckpoint('tally', 500);
      await reads.setCheckpoint('tally', 300);
      expect(await reads.getCheckpoint('tally')).toBe(500);
      await reads.resetCheckpoint('tally', 0);
      expect(await reads.getCheckpoint('tally')).toBe(0);
    });

    it('the timer save and the every-200 save never move the checkpoint backwards, even on a store where the last write wins', async () => {
      const reads = new MemoryReadStore();
      // A slow store without the forwards-only condition: writes that overlapped could land in any order.
      const landed: number[] = [];
      let inFlight = 0;
      let mostInFlight = 0;
      reads.setCheckpoint = async (name, position) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
        await reads.resetCheckpoint(name, position);
        landed.push(position);
        inFlight -= 1;
      };
      const runner = new ProjectionRunner(store, reads);
      runner.register(new TallyProjection(reads));
      // The timer fires every millisecond, while deliveries past 200 events save on their own path.
      await runner.start({ checkpointIntervalMs: 1 });
      let last = 0;
      for (let batch = 0; batch < 30; batch += 1) {
        last = (
          await store.append(
            'a',
            Array.from({ length: 50 }, () => deposit(1)),
            'any',
          )
        ).position;
        if (batch % 3 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(await runner.waitFor(last, 10_000)).toBe(true);
      await runner.stop();

      expect(mostInFlight).toBe(1);
      expect(landed.length).toBeGreaterThan(1500 / 200);
      // Each write landed later than the one before it and at a later position: never backwards.
      expect(landed).toEqual([...new Set(landed)].sort((a, b) => a - b));
      expect(await reads.getCheckpoint('tally')).toBe(last);
      expect(await snapshot(reads)).toEqual([{ _id: 'a', count: 1500, total: 1500 }]);
    });

    describe('what API instances see of the projector, on a fake clock', () => {
      /** Pauses each apply until released: a rebuild or a catch-up that takes as long as the test wants. */
      function gated(reads: ReadStore) {
        const projection = new TallyProjection(reads);
        let release: () => void = () => undefined;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const apply = projection.apply.bind(projection);
        projection.apply = async (event) => {
          await gate;
          return apply(event);
        };
        return { projection, release: () => release() };
      }

      afterEach(() => {
        jest.useRealTimers();
      });

      it('a projector that stops reporting shows stale after 15 s, and answers stop waiting for it', async () => {
        const reads = new MemoryReadStore();
        const projector = new ProjectionRunner(store, reads);
        projector.register(new TallyProjection(reads));
        await projector.start(20);
        jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
        const api = new ProjectionRunner(store, reads);
        api.register(new TallyProjection(reads));
        await api.follow(100);
        expect(api.status()[0].state).toBe('following');
        // Killed: it neither reports nor moves its checkpoint any more.
        await projector.stop();
        const { position } = await store.append('a', [deposit(1)], 'no_stream');

        await jest.advanceTimersByTimeAsync(14_000);
        expect(api.status()[0].state).toBe('following');
        const waited = api.waitFor(position, 60_000);
        await jest.advanceTimersByTimeAsync(1_100);
        expect(api.status()[0].state).toBe('stale');
        // A request waiting for the dead projector is let go once it shows stale, not after its timeout.
        expect(await waited).toBe(true);
        expect(await api.waitFor(position, 60_000)).toBe(true);
        await api.stop();
      });

      it('a rebuild longer than 15 s shows as rebuilding on API instances for as long as it lasts, then following', async () => {
        await store.append('a', [deposit(1), deposit(2)], 'no_stream');
        const reads = new MemoryReadStore();
        const { projection, release } = gated(reads);
        const projector = new ProjectionRunner(store, reads);
        projector.register(projection);
        jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
        const api = new ProjectionRunner(store, reads);
        api.register(new TallyProjection(reads));
        await api.follow(100);

        const rebuilt = projector.rebuild();
        await jest.advanceTimersByTimeAsync(200);
        expect(api.status()[0].state).toBe('rebuilding');
        for (let seconds = 10; seconds <= 60; seconds += 10) {
          await jest.advanceTimersByTimeAsync(10_000);
          expect([seconds, api.status()[0].state]).toEqual([seconds, 'rebuilding']);
        }
        // Answers do not wait for a projection being rebuilt.
        expect(await api.waitFor(2, 60_000)).toBe(true);
        release();
        await rebuilt;
        await jest.advanceTimersByTimeAsync(200);
        expect(api.status()[0]).toMatchObject({ state: 'following', position: 2 });
        expect(await snapshot(reads)).toEqual([{ _id: 'a', count: 2, total: 3 }]);
        await api.stop();
        await projector.stop();
      });
    });

    it('boot fails with the reason when the subscription fails for good, instead of waiting forever', async () => {
      const reads = new MemoryReadStore();
      const failing = Object.create(store) as SqliteEventStore;
      failing.subscribeToAll = (options: SubscribeOptions): AllSubscription => {
        setTimeout(() => options.onError?.(new Error('Access denied to $all')), 10);
        return { stop: async () => undefined };
      };
      await store.append('a', [deposit(1)], 'no_stream');
      const runner = new ProjectionRunner(failing, reads);
      runner.register(new TallyProjection(reads));
      const started = runner.start({ bootWaitMs: 60_000 });
      const outcome = await Promise.race([
        started.then(
          () => 'started',
          (error: Error) => error.message,
        ),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5000)),
      ]);
      expect(outcome).toBe('Access denied to $all');
      expect(runner.status()[0]).toMatchObject({ state: 'stopped', failure: { message: 'Access denied to $all' } });
      await runner.stop();
    });

    it('boot waits a bounded time for a slow catch-up, then goes on while the projection catches up', async () => {
      await store.append('a', [deposit(1)], 'no_stream');
      const reads = new MemoryReadStore();
      const slow = new TallyProjection(reads);
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const apply = slow.apply.bind(slow);
      slow.apply = async (event) => {
        await gate;
        return apply(event);
      };
      const runner = new ProjectionRunner(store, reads);
      runner.register(slow);
      await runner.start({ bootWaitMs: 50 });
      expect(runner.status()[0].state).toBe('catching-up');
      release();
      while (runner.status()[0].state !== 'live') await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await snapshot(reads)).toEqual([{ _id: 'a', count: 1, total: 1 }]);
      await runner.stop();
    });
  });
});

/** The collection seen through promises only, as with MongoDB. */
function asyncOnly<T extends Doc>(collection: ReadCollection<T>): ReadCollection<T> {
  return {
    get: (id) => collection.get(id),
    find: (filter, options) => collection.find(filter, options),
    count: (filter) => collection.count(filter),
    aggregate: (pipeline) => collection.aggregate(pipeline),
    put: (doc) => collection.put(doc),
    putIfNewer: (doc) => collection.putIfNewer(doc),
    delete: (id) => collection.delete(id),
    deleteIfNotNewer: (id, position) => collection.deleteIfNotNewer(id, position),
    deleteMany: (filter) => collection.deleteMany(filter),
  };
}
