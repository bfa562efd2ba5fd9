import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { loggedError } from '../logging/provider-error';
import { ProjectionRunner } from '../projections/projection-runner';
import { Clock } from './clock';
import { JobLeaseService } from './job-lease.service';
import { readModelsLive } from './read-models-live';
import type { RunCounts, RunMoment, ScheduledWork } from './scheduled-work';

/** A registered piece of work: tests and the timer run it the same way. */
export interface ScheduledWorkHandle {
  /** One run: null when another instance holds the job, a run is still going here, or the read models are not live. */
  runOnce(): Promise<RunCounts | null>;
}

/**
 * Runs every kind of scheduled work the features declare: one run at a time per instance, none
 * before the read models are live, the job's lease first when it is exclusive, then each due item
 * checked, claimed with the expected revision and acted on, its outcome counted, and the counts
 * recorded. A failing item is counted and logged and the run goes on; a failing run is logged and
 * the next tick starts afresh. Knows no feature: they register their work here.
 */
@Injectable()
export class ScheduledWorkRunner implements OnApplicationBootstrap {
  private readonly registered: Array<{ name: string; everyMs: number; tick: () => Promise<void> }> = [];
  private started = false;

  constructor(
    private readonly clock: Clock,
    private readonly lease: JobLeaseService,
    private readonly projections: ProjectionRunner,
    private readonly timers: SchedulerRegistry,
  ) {}

  register<Item, Ready>(work: ScheduledWork<Item, Ready>): ScheduledWorkHandle {
    // The name is the lease and the run records' stream: two kinds of work under one would take each other's lease.
    if (this.registered.some((entry) => entry.name === work.name)) throw new Error(`Scheduled work "${work.name}" is registered twice`);
    const logger = new Logger(work.logContext);
    let running = false;
    const runOnce = async (): Promise<RunCounts | null> => {
      if (running || !readModelsLive(this.projections)) return null;
      running = true;
      try {
        return await this.run(work, logger);
      } finally {
        running = false;
      }
    };
    const tick = async () => {
      await runOnce().catch((error: unknown) => logger.error({ err: loggedError(error) }, `The ${work.name} run failed`));
    };
    const entry = { name: work.name, everyMs: work.everyMs, tick };
    this.registered.push(entry);
    if (this.started) this.startTimer(entry);
    return { runOnce };
  }

  /** Timers start with the application, as @Interval's do, so nothing ticks while modules are still wiring up. */
  onApplicationBootstrap(): void {
    this.started = true;
    for (const entry of this.registered) this.startTimer(entry);
  }

  private startTimer(entry: { name: string; everyMs: number; tick: () => Promise<void> }): void {
    // The registry clears them when the application closes.
    this.timers.addInterval(
      entry.name,
      setInterval(() => void entry.tick(), entry.everyMs),
    );
  }

  private async run<Item, Ready>(work: ScheduledWork<Item, Ready>, logger: Logger): Promise<RunCounts | null> {
    const startedAt = work.now ? work.now() : this.clock.now();
    if (work.exclusive.lease && !(await this.lease.acquire(work.name, startedAt, work.exclusive.leaseMs))) return null;
    const moment: RunMoment = { startedAt, context: this.lease.context() };
    const due = await work.due(moment);
    const counts: RunCounts = work.startCounts ? work.startCounts(due) : {};
    for (const item of due) {
      const outcome = await this.one(work, item, moment).catch((error: unknown) => {
        logger.warn({ err: loggedError(error), ...work.failedItem(item) }, work.itemFailed);
        return 'failed';
      });
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
    if (work.exclusive.lease) await this.lease.recordRun(work.name, startedAt, this.clock.now(), counts);
    return counts;
  }

  private async one<Item, Ready>(work: ScheduledWork<Item, Ready>, item: Item, moment: RunMoment): Promise<string> {
    const checked = await work.check(item, moment);
    if ('skip' in checked) return checked.skip;
    if (!(await work.claim(checked.ready, moment))) return work.alreadyClaimed;
    return work.act(checked.ready, moment);
  }
}
