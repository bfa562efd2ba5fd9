import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type CommandContext, systemContext } from '../commands/command-context';
import { CommandRunner } from '../commands/command-runner';
import { leaseDecider } from './job-lease.decider';
import { type SchedulerEvent, schedulerStream } from './scheduler.events';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One owner per job across every running instance: a run starts only after this instance has
 * taken (or renewed) the job's lease with an append at the expected revision.
 */
@Injectable()
export class JobLeaseService {
  /** Names this process in the log; unique even for several instances on one host. */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(private readonly commands: CommandRunner) {}

  context(): CommandContext {
    return systemContext('scheduler');
  }

  async acquire(job: string, now: Date, ttlMs: number): Promise<boolean> {
    const today = schedulerStream(job, now);
    const current = await this.commands.load(today, leaseDecider);
    // A new day's stream starts from where yesterday's lease left off, so midnight hands nothing over by accident.
    const seed =
      current.revision === null
        ? (await this.commands.load(schedulerStream(job, new Date(now.getTime() - DAY_MS)), leaseDecider)).state
        : leaseDecider.initialState();
    const seeded = { ...leaseDecider, initialState: () => seed };
    const outcome = await this.commands.run(
      today,
      seeded,
      { kind: 'take', job, holder: this.holder, now: now.getTime(), ttlMs },
      this.context(),
    );
    return outcome.events.length > 0;
  }

  async recordRun(job: string, startedAt: Date, finishedAt: Date, outcome: Record<string, number>): Promise<void> {
    const event: SchedulerEvent = {
      type: 'scheduler.run_finished',
      data: { job, holder: this.holder, startedAt: startedAt.toISOString(), finishedAt: finishedAt.toISOString(), outcome },
    };
    await this.commands.record(schedulerStream(job, startedAt), [event], this.context(), { wait: false });
  }
}
