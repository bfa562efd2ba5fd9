import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '../../../platform/commands/command-context';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { Checked } from '../../../platform/scheduling/scheduled-work';
import { type ScheduledWorkHandle, ScheduledWorkRunner } from '../../../platform/scheduling/scheduled-work-runner';
import { ReceiveInboundCommand } from '../commands/receive-inbound.command';
import { InboundQueue } from '../delivery/inbound-queue';
import { ReplySender } from '../delivery/reply-sender';
import { INBOUND_RULES } from '../domain/inbound-rules';
import { INBOUND_WORK, type InboundWorkView } from '../read-models/inbound-work-view';

const PASS_MS = 2000;

type Ready = { row: InboundWorkView; step: 'receive' | 'interrupted' };

/**
 * The start-up pass, repeated: every recorded message without an outcome is handled, and every
 * reply whose wait is over is sent. Work this process holds is left to it; what another process
 * began is taken over only once it has gone quiet. With the embedded log there is no other
 * process, so anything begun before this one started is taken at once, and a send begun then was
 * cut off by the stop. It runs on every instance: the commands it queues claim each message with
 * the expected revision themselves, so no lease is needed and no run is worth a record.
 */
@Injectable()
export class InboundRecoveryJob {
  private readonly work: ReadCollection<InboundWorkView>;
  private readonly startedAt = Date.now();
  private readonly pass: ScheduledWorkHandle;

  constructor(
    runner: ScheduledWorkRunner,
    private readonly commands: CommandBus,
    private readonly queue: InboundQueue,
    private readonly replies: ReplySender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.work = reads.collection<InboundWorkView>(INBOUND_WORK);
    this.pass = runner.register<InboundWorkView, Ready>({
      name: 'assistant-inbound-recovery',
      everyMs: PASS_MS,
      exclusive: { lease: false },
      // Whether work went quiet is a matter of real time, whatever the jobs' clock says.
      now: () => new Date(),
      logContext: 'Assistant',
      itemFailed: 'Queueing an inbound message failed',
      failedItem: (row) => ({ inboundId: row._id }),
      due: () => this.work.find({ stage: { $in: ['recorded', 'to-send', 'sending'] } }, { sort: { recordedAt: 1 }, limit: 1000 }),
      check: async (row, { startedAt }) => this.check(row, startedAt.getTime()),
      // This process's queue takes each message once; a message it already holds is left to it.
      claim: async ({ row }) => !this.queue.holds(row._id),
      alreadyClaimed: 'held',
      act: async ({ row, step }) => {
        const context = systemContext('system');
        if (step === 'interrupted') this.queue.push(() => this.replies.interrupted(row._id, row.userId, context), row._id);
        else this.queue.push(() => this.commands.execute(new ReceiveInboundCommand(row._id, context)), row._id);
        return 'queued';
      },
    });
  }

  /** How many messages it queued, or null when the read models are not live yet or a pass is still going. */
  async runOnce(): Promise<number | null> {
    const counts = await this.pass.runOnce();
    return counts === null ? null : (counts.queued ?? 0);
  }

  private check(row: InboundWorkView, now: number): Checked<Ready> {
    if (this.queue.holds(row._id)) return { skip: 'held' };
    if (row.stage === 'sending') {
      return this.abandoned(row.attemptedAt, INBOUND_RULES.sendTimeoutMs, now)
        ? { ready: { row, step: 'interrupted' } }
        : { skip: 'sending' };
    }
    if (row.retryAt ? Date.parse(row.retryAt) > now : !this.abandoned(row.recordedAt, INBOUND_RULES.takeOverAfterMs, now)) {
      return { skip: 'waiting' };
    }
    return { ready: { row, step: 'receive' } };
  }

  private abandoned(since: string | null, quietMs: number, now: number): boolean {
    const at = since ? Date.parse(since) : 0;
    if (this.config.eventStoreUrl === null && at < this.startedAt) return true;
    return now - at > quietMs;
  }
}
