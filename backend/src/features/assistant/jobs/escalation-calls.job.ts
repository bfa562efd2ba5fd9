import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { CALL_PROVIDER, type CallProvider } from '../../calls';
import { Clock } from '../../../platform/scheduling/clock';
import { JobLeaseService } from '../../../platform/scheduling/job-lease.service';
import { readModelsLive } from '../../../platform/scheduling/read-models-live';
import { isNight, Recipients } from '../../reminders';
import { OpenTasksReader } from '../../tasks';
import { ConversationStateStore } from '../commands/conversation-state';
import { escalationStream } from '../domain/conversation.events';
import { escalationDecider } from '../domain/escalation.decider';
import { SENT_REMINDERS, type SentReminderView } from '../read-models/conversation-view';
import { loggedError } from '../../../platform/logging/provider-error';

export const ESCALATION_RULES = {
  job: 'assistant-escalations',
  intervalMs: 60 * 1000,
  leaseMs: 3 * 60 * 1000,
  /** A reminder older than its wait plus this is left alone: a call hours later helps no one. */
  windowMs: 2 * 60 * 60 * 1000,
} as const;

type Result = 'called' | 'failed' | 'not-needed' | 'answered' | 'opted-out' | 'night' | 'no-phone' | 'already-claimed';

/**
 * An important task's reminder left unanswered for ESCALATE_AFTER_MINUTES becomes one call: any
 * message from the person after the reminder, the task done or moved, "Messages from daily" off or
 * their night all call it off. One instance runs it at a time, and each reminder is claimed before
 * the call, so no one is called twice.
 */
@Injectable()
export class EscalationCallsJob {
  private readonly logger = new Logger('Escalations');
  private readonly reminders: ReadCollection<SentReminderView>;
  private running = false;

  constructor(
    private readonly clock: Clock,
    private readonly lease: JobLeaseService,
    private readonly tasks: OpenTasksReader,
    private readonly recipients: Recipients,
    private readonly contexts: ConversationStateStore,
    private readonly commands: CommandRunner,
    private readonly projections: ProjectionRunner,
    @Inject(CALL_PROVIDER) private readonly calls: CallProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.reminders = reads.collection<SentReminderView>(SENT_REMINDERS);
  }

  @Interval(ESCALATION_RULES.job, ESCALATION_RULES.intervalMs)
  async onInterval(): Promise<void> {
    await this.runOnce().catch((error: unknown) => this.logger.error({ err: loggedError(error) }, 'The escalation run failed'));
  }

  async runOnce(): Promise<Record<string, number> | null> {
    if (this.running || !readModelsLive(this.projections)) return null;
    this.running = true;
    try {
      const startedAt = this.clock.now();
      if (!(await this.lease.acquire(ESCALATION_RULES.job, startedAt, ESCALATION_RULES.leaseMs))) return null;
      const waitMs = this.config.assistant.escalateAfterMinutes * 60 * 1000;
      const latest = new Date(startedAt.getTime() - waitMs).toISOString();
      const earliest = new Date(startedAt.getTime() - waitMs - ESCALATION_RULES.windowMs).toISOString();
      const due = await this.reminders.find({ sentAt: { $gte: earliest, $lte: latest } }, { sort: { sentAt: 1 }, limit: 5000 });
      const outcome: Record<string, number> = {};
      const context = this.lease.context();
      for (const reminder of due) {
        const result = await this.consider(reminder, startedAt, context).catch((error: unknown) => {
          this.logger.warn({ err: loggedError(error), taskId: reminder.taskId }, 'Considering an escalation failed');
          return 'failed' as const;
        });
        outcome[result] = (outcome[result] ?? 0) + 1;
      }
      await this.lease.recordRun(ESCALATION_RULES.job, startedAt, this.clock.now(), outcome);
      return outcome;
    } finally {
      this.running = false;
    }
  }

  private async consider(reminder: SentReminderView, now: Date, context: CommandContext): Promise<Result> {
    const { userId, taskId, dueDate, sentAt } = reminder;
    const task = await this.tasks.ownTask(userId, taskId);
    if (!task || task.completed || !task.important || task.due_date !== dueDate) return 'not-needed';
    const answeredAt = await this.contexts.lastInboundAt(userId);
    if (answeredAt && answeredAt > sentAt) return 'answered';
    const recipient = await this.recipients.find(userId, task.timezone ?? null);
    if (!recipient.messagesEnabled) return 'opted-out';
    if (isNight(now, recipient.timeZone)) return 'night';
    if (!recipient.phone) return 'no-phone';
    const stream = escalationStream(taskId, dueDate);
    const base = { userId, taskId, dueDate };
    const claim = await this.commands.run(stream, escalationDecider, { kind: 'claim', ...base, remindedAt: sentAt }, context);
    if (claim.events.length === 0) return 'already-claimed';
    try {
      const { callId } = await this.calls.placeCall({ to: recipient.phone, voice: recipient.voice, purpose: 'nudge' });
      await this.commands.run(stream, escalationDecider, { kind: 'placed', ...base, provider: this.calls.name, callId }, context);
      return 'called';
    } catch (error) {
      this.logger.warn({ err: loggedError(error), taskId }, 'An escalation call could not be placed');
      const reason = loggedError(error).message.slice(0, 200);
      await this.commands.run(stream, escalationDecider, { kind: 'failed', ...base, reason }, context);
      return 'failed';
    }
  }
}
