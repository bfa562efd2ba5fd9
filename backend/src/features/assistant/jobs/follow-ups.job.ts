import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import type { CommandContext } from '../../../platform/commands/command-context';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { ClaimCheckInCommand } from '../../check-ins';
import { Clock } from '../../../platform/scheduling/clock';
import { JobLeaseService } from '../../../platform/scheduling/job-lease.service';
import { readModelsLive } from '../../../platform/scheduling/read-models-live';
import { isNight, MESSAGING_PROVIDER, type MessagingProvider, Recipients } from '../../reminders';
import { OpenTasksReader } from '../../tasks';
import { ConversationStateStore } from '../commands/conversation-state';
import type { FlowQuestion } from '../domain/flows/flow-step';
import { followUpText } from '../domain/flows/follow-up.flow';
import { SENT_REMINDERS, type SentReminderView } from '../read-models/conversation-view';

export const FOLLOW_UP_RULES = {
  job: 'follow-ups',
  intervalMs: 5 * 60 * 1000,
  leaseMs: 10 * 60 * 1000,
  /** How long a reminder goes unanswered before the one follow-up. */
  afterMs: 60 * 60 * 1000,
  /** A reminder older than its wait plus this is left alone: a follow-up hours later is noise. */
  windowMs: 3 * 60 * 60 * 1000,
} as const;

type Result = 'sent' | 'failed' | 'not-needed' | 'important' | 'answered' | 'opted-out' | 'night' | 'no-phone' | 'already-claimed';

/**
 * One follow-up to a reminder nobody answered: "Did you get to X? DONE / SNOOZE 1H / SKIP / STUCK",
 * kept as the pending question so the answer acts on that task. Important tasks keep their
 * escalation call instead. Never in quiet hours nor with "Messages from daily" off; each reminder
 * is claimed with the expected revision before its follow-up goes.
 */
@Injectable()
export class FollowUpsJob {
  private readonly logger = new Logger('FollowUps');
  private readonly reminders: ReadCollection<SentReminderView>;
  private running = false;

  constructor(
    private readonly clock: Clock,
    private readonly lease: JobLeaseService,
    private readonly tasks: OpenTasksReader,
    private readonly recipients: Recipients,
    private readonly conversation: ConversationStateStore,
    private readonly commands: CommandBus,
    private readonly projections: ProjectionRunner,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.reminders = reads.collection<SentReminderView>(SENT_REMINDERS);
  }

  @Interval(FOLLOW_UP_RULES.job, FOLLOW_UP_RULES.intervalMs)
  async onInterval(): Promise<void> {
    await this.runOnce().catch((error: unknown) => this.logger.error({ err: error }, 'The follow-up run failed'));
  }

  async runOnce(): Promise<Record<string, number> | null> {
    if (this.running || !readModelsLive(this.projections)) return null;
    this.running = true;
    try {
      const startedAt = this.clock.now();
      if (!(await this.lease.acquire(FOLLOW_UP_RULES.job, startedAt, FOLLOW_UP_RULES.leaseMs))) return null;
      const latest = new Date(startedAt.getTime() - FOLLOW_UP_RULES.afterMs).toISOString();
      const earliest = new Date(startedAt.getTime() - FOLLOW_UP_RULES.afterMs - FOLLOW_UP_RULES.windowMs).toISOString();
      const due = await this.reminders.find({ sentAt: { $gte: earliest, $lte: latest } }, { sort: { sentAt: 1 }, limit: 5000 });
      const counts: Record<string, number> = {};
      const context = this.lease.context();
      for (const reminder of due) {
        const result = await this.followUp(reminder, startedAt, context).catch((error: unknown) => {
          this.logger.warn({ err: error, taskId: reminder.taskId }, 'A follow-up could not be sent');
          return 'failed' as const;
        });
        counts[result] = (counts[result] ?? 0) + 1;
      }
      await this.lease.recordRun(FOLLOW_UP_RULES.job, startedAt, this.clock.now(), counts);
      return counts;
    } finally {
      this.running = false;
    }
  }

  private async followUp(reminder: SentReminderView, now: Date, context: CommandContext): Promise<Result> {
    const { userId, taskId, dueDate, sentAt } = reminder;
    const task = await this.tasks.ownTask(userId, taskId);
    if (!task || task.completed || task.due_date !== dueDate) return 'not-needed';
    if (task.important) return 'important';
    const answeredAt = await this.conversation.lastInboundAt(userId);
    if (answeredAt && answeredAt > sentAt) return 'answered';
    const recipient = await this.recipients.find(userId, task.timezone ?? null);
    if (!recipient.messagesEnabled) return 'opted-out';
    if (isNight(now, recipient.timeZone)) return 'night';
    if (!recipient.phone) return 'no-phone';
    if (!(await this.commands.execute(new ClaimCheckInCommand({ kind: 'follow_up', userId, taskId, dueDate }, context)))) {
      return 'already-claimed';
    }
    // Claimed and not sent stays claimed: a follow-up that might have gone out is never sent twice.
    await this.messaging.send(recipient.phone, followUpText(task.title));
    const pending: FlowQuestion = { question: { about: 'follow_up', task: task.title }, flow: { taskId } };
    await this.conversation.ask(userId, pending, context);
    return 'sent';
  }
}
