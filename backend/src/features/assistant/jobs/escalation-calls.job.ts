import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { loggedError } from '../../../platform/logging/provider-error';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { Checked, RunMoment } from '../../../platform/scheduling/scheduled-work';
import { type ScheduledWorkHandle, ScheduledWorkRunner } from '../../../platform/scheduling/scheduled-work-runner';
import { CALL_PROVIDER, type CallProvider } from '../../calls';
import { isNight, type Recipient, Recipients } from '../../reminders';
import { OpenTasksReader } from '../../tasks';
import { ConversationStateStore } from '../commands/conversation-state';
import { escalationStream } from '../domain/conversation.events';
import { escalationDecider } from '../domain/escalation.decider';
import { SENT_REMINDERS, type SentReminderView } from '../read-models/conversation-view';

export const ESCALATION_RULES = {
  job: 'assistant-escalations',
  intervalMs: 60 * 1000,
  leaseMs: 3 * 60 * 1000,
  /** A reminder older than its wait plus this is left alone: a call hours later helps no one. */
  windowMs: 2 * 60 * 60 * 1000,
} as const;

interface Ready {
  reminder: SentReminderView;
  recipient: Recipient & { phone: string };
}

const baseOf = ({ userId, taskId, dueDate }: SentReminderView) => ({ userId, taskId, dueDate });

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
  private readonly work: ScheduledWorkHandle;

  constructor(
    runner: ScheduledWorkRunner,
    private readonly tasks: OpenTasksReader,
    private readonly recipients: Recipients,
    private readonly conversation: ConversationStateStore,
    private readonly commands: CommandRunner,
    @Inject(CALL_PROVIDER) private readonly calls: CallProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.reminders = reads.collection<SentReminderView>(SENT_REMINDERS);
    this.work = runner.register<SentReminderView, Ready>({
      name: ESCALATION_RULES.job,
      everyMs: ESCALATION_RULES.intervalMs,
      exclusive: { lease: true, leaseMs: ESCALATION_RULES.leaseMs },
      logContext: 'Escalations',
      itemFailed: 'Considering an escalation failed',
      failedItem: (reminder) => ({ taskId: reminder.taskId }),
      due: ({ startedAt }) => this.due(startedAt),
      check: (reminder, run) => this.check(reminder, run),
      claim: ({ reminder }, { context }) =>
        this.commands
          .run(
            escalationStream(reminder.taskId, reminder.dueDate),
            escalationDecider,
            { kind: 'claim', ...baseOf(reminder), remindedAt: reminder.sentAt },
            context,
          )
          .then((claim) => claim.events.length > 0),
      alreadyClaimed: 'already-claimed',
      act: (ready, run) => this.call(ready, run),
    });
  }

  runOnce(): Promise<Record<string, number> | null> {
    return this.work.runOnce();
  }

  private due(startedAt: Date): Promise<SentReminderView[]> {
    const waitMs = this.config.assistant.escalateAfterMinutes * 60 * 1000;
    const latest = new Date(startedAt.getTime() - waitMs).toISOString();
    const earliest = new Date(startedAt.getTime() - waitMs - ESCALATION_RULES.windowMs).toISOString();
    return this.reminders.find({ sentAt: { $gte: earliest, $lte: latest } }, { sort: { sentAt: 1 }, limit: 5000 });
  }

  private async check(reminder: SentReminderView, { startedAt }: RunMoment): Promise<Checked<Ready>> {
    const { userId, taskId, dueDate, sentAt } = reminder;
    const task = await this.tasks.ownTask(userId, taskId);
    if (!task || task.completed || !task.important || task.due_date !== dueDate) return { skip: 'not-needed' };
    const answeredAt = await this.conversation.lastInboundAt(userId);
    if (answeredAt && answeredAt > sentAt) return { skip: 'answered' };
    const recipient = await this.recipients.find(userId, task.timezone ?? null);
    if (!recipient.messagesEnabled) return { skip: 'opted-out' };
    if (isNight(startedAt, recipient.timeZone)) return { skip: 'night' };
    const { phone } = recipient;
    if (!phone) return { skip: 'no-phone' };
    return { ready: { reminder, recipient: { ...recipient, phone } } };
  }

  private async call({ reminder, recipient }: Ready, { context }: RunMoment): Promise<string> {
    const stream = escalationStream(reminder.taskId, reminder.dueDate);
    const base = baseOf(reminder);
    try {
      const { callId } = await this.calls.placeCall({ to: recipient.phone, voice: recipient.voice, purpose: 'nudge' });
      await this.commands.run(stream, escalationDecider, { kind: 'placed', ...base, provider: this.calls.name, callId }, context);
      return 'called';
    } catch (error) {
      this.logger.warn({ err: loggedError(error), taskId: reminder.taskId }, 'An escalation call could not be placed');
      const reason = loggedError(error).message.slice(0, 200);
      await this.commands.run(stream, escalationDecider, { kind: 'failed', ...base, reason }, context);
      return 'failed';
    }
  }
}
