import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import type { Checked, RunMoment } from '../../../platform/scheduling/scheduled-work';
import { type ScheduledWorkHandle, ScheduledWorkRunner } from '../../../platform/scheduling/scheduled-work-runner';
import { ClaimCheckInCommand } from '../../check-ins';
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

interface Ready {
  reminder: SentReminderView;
  title: string;
  phone: string;
}

/**
 * One follow-up to a reminder nobody answered: "Did you get to X? DONE / SNOOZE 1H / SKIP / STUCK",
 * kept as the pending question so the answer acts on that task. Important tasks keep their
 * escalation call instead. Never in quiet hours nor with "Messages from daily" off; each reminder
 * is claimed with the expected revision before its follow-up goes.
 */
@Injectable()
export class FollowUpsJob {
  private readonly reminders: ReadCollection<SentReminderView>;
  private readonly work: ScheduledWorkHandle;

  constructor(
    runner: ScheduledWorkRunner,
    private readonly tasks: OpenTasksReader,
    private readonly recipients: Recipients,
    private readonly conversation: ConversationStateStore,
    private readonly commands: CommandBus,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.reminders = reads.collection<SentReminderView>(SENT_REMINDERS);
    this.work = runner.register<SentReminderView, Ready>({
      name: FOLLOW_UP_RULES.job,
      everyMs: FOLLOW_UP_RULES.intervalMs,
      exclusive: { lease: true, leaseMs: FOLLOW_UP_RULES.leaseMs },
      logContext: 'FollowUps',
      itemFailed: 'A follow-up could not be sent',
      failedItem: (reminder) => ({ taskId: reminder.taskId }),
      due: ({ startedAt }) => this.due(startedAt),
      check: (reminder, run) => this.check(reminder, run),
      claim: ({ reminder: { userId, taskId, dueDate } }, { context }) =>
        this.commands.execute(new ClaimCheckInCommand({ kind: 'follow_up', userId, taskId, dueDate }, context)),
      alreadyClaimed: 'already-claimed',
      act: (ready, run) => this.followUp(ready, run),
    });
  }

  runOnce(): Promise<Record<string, number> | null> {
    return this.work.runOnce();
  }

  private due(startedAt: Date): Promise<SentReminderView[]> {
    const latest = new Date(startedAt.getTime() - FOLLOW_UP_RULES.afterMs).toISOString();
    const earliest = new Date(startedAt.getTime() - FOLLOW_UP_RULES.afterMs - FOLLOW_UP_RULES.windowMs).toISOString();
    return this.reminders.find({ sentAt: { $gte: earliest, $lte: latest } }, { sort: { sentAt: 1 }, limit: 5000 });
  }

  private async check(reminder: SentReminderView, { startedAt }: RunMoment): Promise<Checked<Ready>> {
    const { userId, taskId, dueDate, sentAt } = reminder;
    const task = await this.tasks.ownTask(userId, taskId);
    if (!task || task.completed || task.due_date !== dueDate) return { skip: 'not-needed' };
    if (task.important) return { skip: 'important' };
    const answeredAt = await this.conversation.lastInboundAt(userId);
    if (answeredAt && answeredAt > sentAt) return { skip: 'answered' };
    const recipient = await this.recipients.find(userId, task.timezone ?? null);
    if (!recipient.messagesEnabled) return { skip: 'opted-out' };
    if (isNight(startedAt, recipient.timeZone)) return { skip: 'night' };
    if (!recipient.phone) return { skip: 'no-phone' };
    return { ready: { reminder, title: task.title, phone: recipient.phone } };
  }

  private async followUp({ reminder, title, phone }: Ready, { context }: RunMoment): Promise<string> {
    // Claimed and not sent stays claimed: a follow-up that might have gone out is never sent twice.
    await this.messaging.send(phone, followUpText(title));
    const pending: FlowQuestion = { question: { about: 'follow_up', task: title }, flow: { taskId: reminder.taskId } };
    await this.conversation.ask(reminder.userId, pending, context);
    return 'sent';
  }
}
