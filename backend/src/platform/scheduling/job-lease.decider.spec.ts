import { leaseDecider, type LeaseCommand } from './job-lease.decider';
import type { SchedulerEvent } from './scheduler.events';

const t0 = Date.parse('2030-01-01T12:00:00Z');
const take = (holder: string, now: number): LeaseCommand => ({ kind: 'take', job: 'j', holder, now, ttlMs: 60_000 });
const taken = (holder: string, now: number): SchedulerEvent => ({
  type: 'scheduler.lease_taken',
  data: { job: 'j', holder, takenAt: new Date(now).toISOString(), until: new Date(now + 60_000).toISOString() },
});
const decide = (events: SchedulerEvent[], command: LeaseCommand) =>
  leaseDecider.decide(command, events.reduce(leaseDecider.evolve, leaseDecider.initialState()));

describe('job lease', () => {
  it('goes to the first instance that asks', () => {
    expect(decide([], take('a', t0))).toEqual([taken('a', t0)]);
  });

  it('is renewed by its holder and refused to others while it lasts', () => {
    expect(decide([taken('a', t0)], take('a', t0 + 30_000))).toEqual([taken('a', t0 + 30_000)]);
    expect(decide([taken('a', t0)], take('b', t0 + 59_999))).toEqual([]);
  });

  it('passes to another instance once it runs out', () => {
    expect(decide([taken('a', t0)], take('b', t0 + 60_000))).toEqual([taken('b', t0 + 60_000)]);
  });

  it('ignores run records when deciding', () => {
    const run: SchedulerEvent = {
      type: 'scheduler.run_finished',
      data: { job: 'j', holder: 'a', startedAt: '', finishedAt: '', outcome: {} },
    };
    expect(decide([taken('a', t0), run], take('b', t0 + 1000))).toEqual([]);
  });
});
