import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { isNight } from '../domain/local-hour';
import { reminderDecider } from '../domain/reminder.decider';
import { reminderStream } from '../domain/reminder.events';
import { REMINDER_RULES, reminderText } from '../domain/reminder-rules';
import { MESSAGING_PROVIDER, type MessagingProvider } from '../messaging/messaging-provider.port';
import { Recipients } from '../messaging/recipients.service';
import { Clock } from '../scheduling/clock';
import { JobLeaseService } from '../scheduling/job-lease.service';
import { ScheduledRun, tally } from '../scheduling/scheduled-run';
import { OpenTasksReader, type TaskView } from '../../tasks';
import { loggedError } from '../../../platform/logging/provider-error';
import { readSendFailure } from '../../../platform/twilio/send-failure';

type Result = 'sent' | 'failed' | 'already-claimed' | 'opted-out' | 'night';

/**
 * Texts a person when one of their open tasks falls due; each due date once, from one instance.
 * Not to people who turned "Messages from daily" off, and not at night where they are: a task that
 * fell due then is still reminded at 08:00 if that is within the catch-up window.
 */
@Injectable()
export class DueRemindersJob {
  private readonly logger = new Logger('Reminders');
  private readonly schedule: ScheduledRun;

  constructor(
    clock: Clock,
    lease: JobLeaseService,
    private readonly tasks: OpenTasksReader,
    private readonly recipients: Recipients,
    private readonly commands: CommandRunner,
    projections: ProjectionRunner,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
  ) {
    this.schedule = new ScheduledRun(REMINDER_RULES, clock, lease, projections);
  }

  @Interval(REMINDER_RULES.job, REMINDER_RULES.intervalMs)
  async onInterval(): Promise<void> {
    await this.runOnce().catch((error: unknown) => this.logger.error({ err: loggedError(error) }, 'The reminders run failed'));
  }

  /** One run: null when another instance holds the job, a run is still going here, or the read models are not live. */
  runOnce(): Promise<Record<string, number> | null> {
    return this.schedule.once(async (startedAt, context, counts) => {
      const due = await this.tasks.dueBetween(new Date(startedAt.getTime() - REMINDER_RULES.catchUpMs), startedAt);
      Object.assign(counts, { due: due.length, sent: 0, failed: 0, skipped: 0 });
      for (const task of due) {
        const result = await this.remind(task, startedAt, context);
        tally(counts, result === 'already-claimed' ? 'skipped' : result);
      }
    });
  }

  private async remind(task: TaskView, now: Date, context: CommandContext): Promise<Result> {
    const stream = reminderStream(task._id);
    const base = { taskId: task._id, userId: task.userId, dueDate: task.due_date as string };
    const recipient = await this.recipients.find(task.userId, task.timezone ?? null);
    if (!recipient.messagesEnabled) return 'opted-out';
    if (isNight(now, recipient.timeZone)) return 'night';
    const claim = await this.commands.run(stream, reminderDecider, { kind: 'claim', ...base, now: now.getTime() }, context);
    if (claim.events.length === 0) return 'already-claimed';
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
