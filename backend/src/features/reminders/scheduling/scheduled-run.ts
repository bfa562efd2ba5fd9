import type { CommandContext } from '../../../platform/commands/command-context';
import type { ProjectionRunner } from '../../../platform/projections/projection-runner';
import type { Clock } from './clock';
import type { JobLeaseService } from './job-lease.service';
import { readModelsLive } from './read-models-live';

/** A run's counters by outcome ("sent", "night", "failed"…), recorded with the run. */
export type RunCounts = Record<string, number>;

export function tally(counts: RunCounts, outcome: string): void {
  counts[outcome] = (counts[outcome] ?? 0) + 1;
}

/**
 * What every scheduled job shares around its own work: one run at a time on this instance, none
 * before the read models are live, one instance at a time across the cluster (the job's lease),
 * and the run's counters recorded when it ends. A job keeps one and hands it its work.
 */
export class ScheduledRun {
  private running = false;

  constructor(
    private readonly job: { job: string; leaseMs: number },
    private readonly clock: Clock,
    private readonly lease: JobLeaseService,
    private readonly projections: ProjectionRunner,
  ) {}

  /** One run: null when another instance holds the job, a run is still going here, or the read models are not live. */
  async once(work: (startedAt: Date, context: CommandContext, counts: RunCounts) => Promise<void>): Promise<RunCounts | null> {
    if (this.running || !readModelsLive(this.projections)) return null;
    this.running = true;
    try {
      const startedAt = this.clock.now();
      if (!(await this.lease.acquire(this.job.job, startedAt, this.job.leaseMs))) return null;
      const counts: RunCounts = {};
      await work(startedAt, this.lease.context(), counts);
      await this.lease.recordRun(this.job.job, startedAt, this.clock.now(), counts);
      return counts;
    } finally {
      this.running = false;
    }
  }
}
