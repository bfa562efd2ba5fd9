import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { loggedError } from '../../../platform/logging/provider-error';
import type { Checked, RunMoment } from '../../../platform/scheduling/scheduled-work';
import { type ScheduledWorkHandle, ScheduledWorkRunner } from '../../../platform/scheduling/scheduled-work-runner';
import { readSendFailure } from '../../../platform/twilio/send-failure';
import { isNight } from '../domain/local-hour';
import { reminderDecider } from '../domain/reminder.decider';
import { reminderStream } from '../domain/reminder.events';
import { REMINDER_RULES, reminderText } from '../domain/reminder-rules';
import { MESSAGING_PROVIDER, type MessagingProvider } from '../messaging/messaging-provider.port';
import { type Recipient, Recipients } from '../messaging/recipients.service';
import { OpenTasksReader, type TaskView } from '../../tasks';

interface Ready {
  task: TaskView;
  recipient: Recipient;
  base: { taskId: string; userId: string; dueDate: string };
}

/**
 * Texts a person when one of their open tasks falls due; each due date once, from one instance.
 * Not to people who turned "Messages from daily" off, and not at night where they are: a task that
 * fell due then is still reminded at 08:00 if that is within the catch-up window.
 */
@Injectable()
export class DueRemindersJob {
  private readonly logger = new Logger('Reminders');
  private readonly work: ScheduledWorkHandle;

  constructor(
    runner: ScheduledWorkRunner,
    private readonly tasks: OpenTasksReader,
    private readonly recipients: Recipients,
    private readonly commands: CommandRunner,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
  ) {
    this.work = runner.register<TaskView, Ready>({
      name: REMINDER_RULES.job,
      everyMs: REMINDER_RULES.intervalMs,
      exclusive: { lease: true, leaseMs: REMINDER_RULES.leaseMs },
      logContext: 'Reminders',
      itemFailed: 'Considering a reminder failed',
      failedItem: (task) => ({ taskId: task._id }),
      due: ({ startedAt }) => this.tasks.dueBetween(new Date(startedAt.getTime() - REMINDER_RULES.catchUpMs), startedAt),
      startCounts: (due) => ({ due: due.length, sent: 0, failed: 0, skipped: 0 }),
      check: (task, run) => this.check(task, run),
      claim: ({ base }, { startedAt, context }) =>
        this.commands
          .run(reminderStream(base.taskId), reminderDecider, { kind: 'claim', ...base, now: startedAt.getTime() }, context)
          .then((claim) => claim.events.length > 0),
      alreadyClaimed: 'skipped',
      act: (ready, run) => this.send(ready, run),
    });
  }

  /** One run: null when another instance holds the job, a run is still going here, or the read models are not live. */
  runOnce(): Promise<Record<string, number> | null> {
    return this.work.runOnce();
  }

  private async check(task: TaskView, { startedAt }: RunMoment): Promise<Checked<Ready>> {
    const base = { taskId: task._id, userId: task.userId, dueDate: task.due_date as string };
    const recipient = await this.recipients.find(task.userId, task.timezone ?? null);
    if (!recipient.messagesEnabled) return { skip: 'opted-out' };
    if (isNight(startedAt, recipient.timeZone)) return { skip: 'night' };
    return { ready: { task, recipient, base } };
  }

  private async send({ task, recipient, base }: Ready, { context }: RunMoment): Promise<string> {
    const stream = reminderStream(task._id);
    try {
      if (!recipient.phone) throw new Error('no phone number on the account');
      const { messageId } = await this.messaging.send(recipient.phone, reminderText(task.title));
      await this.commands.run(stream, reminderDecider, { kind: 'sent', ...base, provider: this.messaging.name, messageId }, context);
      return 'sent';
    } catch (error) {
      // Claimed and not sent stays that way, unless Twilio was unreachable or failed (5xx): then the next run tries again.
      this.logger.warn({ err: loggedError(error), taskId: task._id }, 'A reminder could not be sent');
      const retryable = Boolean(recipient.phone) && !readSendFailure(error).permanent;
      await this.commands.run(
        stream,
        reminderDecider,
        { kind: 'failed', ...base, reason: loggedError(error).message.slice(0, 200), retryable },
        context,
      );
      return 'failed';
    }
  }
}
