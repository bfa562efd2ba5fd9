import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { systemContext } from '../../../platform/commands/command-context';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { readModelsLive } from '../../../platform/scheduling/read-models-live';
import { ReceiveInboundCommand } from '../commands/receive-inbound.command';
import { InboundQueue } from '../delivery/inbound-queue';
import { ReplySender } from '../delivery/reply-sender';
import { INBOUND_RULES } from '../domain/inbound-rules';
import { INBOUND_WORK, type InboundWorkView } from '../read-models/inbound-work-view';

const PASS_MS = 2000;

/**
 * The start-up pass, repeated: every recorded message without an outcome is handled, and every
 * reply whose wait is over is sent. Work this process holds is left to it; what another process
 * began is taken over only once it has gone quiet. With the embedded log there is no other
 * process, so anything begun before this one started is taken at once, and a send begun then was
 * cut off by the stop.
 */
@Injectable()
export class InboundRecoveryJob {
  private readonly logger = new Logger('Assistant');
  private readonly work: ReadCollection<InboundWorkView>;
  private readonly startedAt = Date.now();
  private running = false;

  constructor(
    private readonly commands: CommandBus,
    private readonly queue: InboundQueue,
    private readonly replies: ReplySender,
    private readonly projections: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.work = reads.collection<InboundWorkView>(INBOUND_WORK);
  }

  @Interval('assistant-inbound-recovery', PASS_MS)
  async onInterval(): Promise<void> {
    await this.runOnce().catch((error: unknown) => this.logger.error({ err: error }, 'The inbound recovery pass failed'));
  }

  /** How many messages it queued, or null when the read models are not live yet. */
  async runOnce(now = Date.now()): Promise<number | null> {
    if (this.running || !readModelsLive(this.projections)) return null;
    this.running = true;
    try {
      const open = await this.work.find({ stage: { $in: ['recorded', 'to-send', 'sending'] } }, { sort: { recordedAt: 1 }, limit: 1000 });
      let queued = 0;
      for (const row of open) {
        if (this.queue.holds(row._id)) continue;
        const context = systemContext('system');
        if (row.stage === 'sending') {
          if (this.abandoned(row.attemptedAt, INBOUND_RULES.sendTimeoutMs, now)) {
            this.queue.push(() => this.replies.interrupted(row._id, row.userId, context), row._id);
            queued += 1;
          }
          continue;
        }
        if (row.retryAt ? Date.parse(row.retryAt) > now : !this.abandoned(row.recordedAt, INBOUND_RULES.takeOverAfterMs, now)) continue;
        this.queue.push(() => this.commands.execute(new ReceiveInboundCommand(row._id, context)), row._id);
        queued += 1;
      }
      return queued;
    } finally {
      this.running = false;
    }
  }

  private abandoned(since: string | null, quietMs: number, now: number): boolean {
    const at = since ? Date.parse(since) : 0;
    if (this.config.eventStoreUrl === null && at < this.startedAt) return true;
    return now - at > quietMs;
  }
}
