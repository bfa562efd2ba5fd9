import { SchedulerRegistry } from '@nestjs/schedule';
import { systemContext } from '../commands/command-context';
import type { ProjectionRunner } from '../projections/projection-runner';
import type { Clock } from './clock';
import type { JobLeaseService } from './job-lease.service';
import type { RunCounts, ScheduledWork } from './scheduled-work';
import { ScheduledWorkRunner } from './scheduled-work-runner';

const t0 = new Date('2030-01-01T12:00:00Z');
const clock = { now: () => t0 } as Clock;
const live = { status: () => [{ name: 'p', position: 1, state: 'live' }] } as unknown as ProjectionRunner;
const catchingUp = { status: () => [{ name: 'p', position: 0, state: 'catching-up' }] } as unknown as ProjectionRunner;

/** A lease every instance gets, as when one lease ran out mid-run and another took it: only the claims keep the items apart. */
function openLease(runs: Array<{ job: string; outcome: RunCounts }>) {
  return {
    context: () => systemContext('scheduler'),
    acquire: () => Promise.resolve(true),
    recordRun: (job: string, _s: Date, _f: Date, outcome: RunCounts) => {
      runs.push({ job, outcome: { ...outcome } });
      return Promise.resolve();
    },
  } as unknown as JobLeaseService;
}

/** Streams with revisions: a claim appends only at the revision it read, after a pause that lets the other tick read too. */
class ClaimStore {
  readonly revisions = new Map<string, number>();
  async claim(id: string): Promise<boolean> {
    const expected = this.revisions.get(id) ?? -1;
    await new Promise((resolve) => setImmediate(resolve));
    if ((this.revisions.get(id) ?? -1) !== expected) return false;
    this.revisions.set(id, expected + 1);
    return true;
  }
}

function work(store: ClaimStore, acted: string[], overrides: Partial<ScheduledWork<string, string>> = {}): ScheduledWork<string, string> {
  return {
    name: 'test-work',
    everyMs: 60_000,
    exclusive: { lease: true, leaseMs: 120_000 },
    logContext: 'TestWork',
    itemFailed: 'A test item failed',
    failedItem: (id) => ({ id }),
    due: () => Promise.resolve(['a', 'b', 'c']),
    check: (id) => Promise.resolve(id === 'c' ? { skip: 'night' } : { ready: id }),
    claim: (id) => store.claim(id),
    alreadyClaimed: 'already-claimed',
    act: (id) => {
      acted.push(id);
      return Promise.resolve('sent');
    },
    ...overrides,
  };
}

describe('ScheduledWorkRunner', () => {
  it('acts on each item once when two instances tick at the same moment', async () => {
    const store = new ClaimStore();
    const acted: string[] = [];
    const runs: Array<{ job: string; outcome: RunCounts }> = [];
    const a = new ScheduledWorkRunner(clock, openLease(runs), live, new SchedulerRegistry()).register(work(store, acted));
    const b = new ScheduledWorkRunner(clock, openLease(runs), live, new SchedulerRegistry()).register(work(store, acted));

    const [ranA, ranB] = await Promise.all([a.runOnce(), b.runOnce()]);

    expect(acted.sort()).toEqual(['a', 'b']);
    expect((ranA?.sent ?? 0) + (ranB?.sent ?? 0)).toBe(2);
    expect((ranA?.['already-claimed'] ?? 0) + (ranB?.['already-claimed'] ?? 0)).toBe(2);
    expect(ranA?.night).toBe(1);
    expect(ranB?.night).toBe(1);
    expect(runs.map((r) => r.job)).toEqual(['test-work', 'test-work']);
  });

  it('runs one tick at a time on an instance: a second tick during a run does nothing', async () => {
    const store = new ClaimStore();
    const acted: string[] = [];
    const handle = new ScheduledWorkRunner(clock, openLease([]), live, new SchedulerRegistry()).register(work(store, acted));

    const [first, second] = await Promise.all([handle.runOnce(), handle.runOnce()]);

    expect(first).toEqual({ sent: 2, night: 1 });
    expect(second).toBeNull();
    expect(acted).toEqual(['a', 'b']);
  });

  it('counts and records a failing item as failed, and goes on with the rest', async () => {
    const runs: Array<{ job: string; outcome: RunCounts }> = [];
    const acted: string[] = [];
    const failing = work(new ClaimStore(), acted, {
      act: (id) => {
        if (id === 'a') return Promise.reject(new Error('provider down'));
        acted.push(id);
        return Promise.resolve('sent');
      },
    });
    const handle = new ScheduledWorkRunner(clock, openLease(runs), live, new SchedulerRegistry()).register(failing);

    expect(await handle.runOnce()).toEqual({ failed: 1, sent: 1, night: 1 });
    expect(acted).toEqual(['b']);
    expect(runs).toEqual([{ job: 'test-work', outcome: { failed: 1, sent: 1, night: 1 } }]);
  });

  it('starts the next tick afresh after a run that failed as a whole', async () => {
    let calls = 0;
    const acted: string[] = [];
    const flaky = work(new ClaimStore(), acted, {
      due: () => (calls++ === 0 ? Promise.reject(new Error('read store down')) : Promise.resolve(['a'])),
    });
    const handle = new ScheduledWorkRunner(clock, openLease([]), live, new SchedulerRegistry()).register(flaky);

    await expect(handle.runOnce()).rejects.toThrow('read store down');
    expect(await handle.runOnce()).toEqual({ sent: 1 });
    expect(acted).toEqual(['a']);
  });

  it('does nothing while the read models catch up, or when another instance holds the lease', async () => {
    const acted: string[] = [];
    const waiting = new ScheduledWorkRunner(clock, openLease([]), catchingUp, new SchedulerRegistry()).register(
      work(new ClaimStore(), acted),
    );
    expect(await waiting.runOnce()).toBeNull();

    const held = {
      ...openLease([]),
      context: () => systemContext('scheduler'),
      acquire: () => Promise.resolve(false),
    } as unknown as JobLeaseService;
    const refused = new ScheduledWorkRunner(clock, held, live, new SchedulerRegistry()).register(work(new ClaimStore(), acted));
    expect(await refused.runOnce()).toBeNull();
    expect(acted).toEqual([]);
  });

  it('takes no lease and records no run for work every instance does', async () => {
    const runs: Array<{ job: string; outcome: RunCounts }> = [];
    const lease = openLease(runs);
    const acquire = jest.spyOn(lease, 'acquire');
    const local = work(new ClaimStore(), [], { exclusive: { lease: false } });

    expect(await new ScheduledWorkRunner(clock, lease, live, new SchedulerRegistry()).register(local).runOnce()).toEqual({
      sent: 2,
      night: 1,
    });
    expect(acquire).not.toHaveBeenCalled();
    expect(runs).toEqual([]);
  });

  it('refuses a second kind of work under a name already taken, since the name is its lease', () => {
    const runner = new ScheduledWorkRunner(clock, openLease([]), live, new SchedulerRegistry());
    runner.register(work(new ClaimStore(), []));
    expect(() => runner.register(work(new ClaimStore(), []))).toThrow('Scheduled work "test-work" is registered twice');
  });

  it('starts each timer with the application and not before', () => {
    const timers = new SchedulerRegistry();
    const runner = new ScheduledWorkRunner(clock, openLease([]), live, timers);
    runner.register(work(new ClaimStore(), []));
    expect(timers.getIntervals()).toEqual([]);

    runner.onApplicationBootstrap();
    runner.register(work(new ClaimStore(), [], { name: 'later-work' }));
    try {
      expect(timers.getIntervals().sort()).toEqual(['later-work', 'test-work']);
    } finally {
      for (const name of timers.getIntervals()) timers.deleteInterval(name);
    }
  });
});
