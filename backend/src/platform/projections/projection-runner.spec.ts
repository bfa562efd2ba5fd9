import { randomUUID } from 'node:crypto';
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

interface Tally extends Doc {
  count: number;
  total: number;
}

function deposit(amount: number): NewEvent {
  return {
    type: 'test.deposited',
    data: { amount },
    metadata: {
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      actor: 'system',
      correlationId: randomUUID(),
      causationId: null,
      source: 'system',
    },
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
});
