import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { loggedError } from '../../../platform/logging/provider-error';
import type { Checked, RunMoment } from '../../../platform/scheduling/scheduled-work';
import { type ScheduledWorkHandle, ScheduledWorkRunner } from '../../../platform/scheduling/scheduled-work-runner';
import { CalendarService } from '../../calendar';
import { CALL_PROVIDER, type CallProvider } from '../../calls';
import { isNight } from '../domain/local-hour';
import { nudgeDecider, nudgedWithin } from '../domain/nudge.decider';
import { nudgeStream } from '../domain/nudge.events';
import { NUDGE_RULES } from '../domain/nudge-rules';
import { type Recipient, Recipients } from '../messaging/recipients.service';
import { OpenTasksReader } from '../../tasks';

interface Ready {
  userId: string;
  recipient: Recipient & { phone: string };
  importantTasks: number;
}

/**
 * Calls a person when their calendar is free and important tasks are waiting: people with a
 * connected calendar only, at most once per window, never during their night, never when they
 * turned "Messages from daily" off.
 */
@Injectable()
export class NudgeCallsJob {
  private readonly logger = new Logger('Nudges');
  private readonly work: ScheduledWorkHandle;

  constructor(
    runner: ScheduledWorkRunner,
    private readonly tasks: OpenTasksReader,
    private readonly recipients: Recipients,
    private readonly calendar: CalendarService,
    private readonly commands: CommandRunner,
    @Inject(CALL_PROVIDER) private readonly calls: CallProvider,
  ) {
    this.work = runner.register<string, Ready>({
      name: NUDGE_RULES.job,
      everyMs: NUDGE_RULES.intervalMs,
      exclusive: { lease: true, leaseMs: NUDGE_RULES.leaseMs },
      logContext: 'Nudges',
      itemFailed: 'Considering a nudge failed',
      failedItem: (userId) => ({ userId }),
      due: () => this.calendar.connectedUserIds(),
      check: (userId, run) => this.check(userId, run),
      claim: ({ userId, recipient, importantTasks }, { startedAt, context }) =>
        this.commands
          .run(
            nudgeStream(userId),
            nudgeDecider,
            {
              kind: 'request',
              userId,
              now: startedAt.getTime(),
              windowMs: NUDGE_RULES.windowMs,
              importantTasks,
              timeZone: recipient.timeZone,
            },
            context,
          )
          .then((claim) => claim.events.length > 0),
      alreadyClaimed: 'recently-nudged',
      act: (ready, run) => this.call(ready, run),
    });
  }

  runOnce(): Promise<Record<string, number> | null> {
    return this.work.runOnce();
  }

  /** The cheap checks come first; Google is asked only when everything else says yes. */
  private async check(userId: string, { startedAt: now, context }: RunMoment): Promise<Checked<Ready>> {
    const recipient = await this.recipients.find(userId);
    const { phone } = recipient;
    if (!phone) return { skip: 'no-phone' };
    if (!recipient.messagesEnabled) return { skip: 'opted-out' };
    if (isNight(now, recipient.timeZone)) return { skip: 'night' };
    const importantTasks = await this.tasks.countImportantOpen(userId);
    if (importantTasks === 0) return { skip: 'no-important-tasks' };
    const { state } = await this.commands.load(nudgeStream(userId), nudgeDecider);
    if (nudgedWithin(state, now.getTime(), NUDGE_RULES.windowMs)) return { skip: 'recently-nudged' };
    const free = await this.calendar.isFree(userId, now, new Date(now.getTime() + NUDGE_RULES.freeForMs), context);
    if (free === null) return { skip: 'calendar-unknown' };
    if (!free) return { skip: 'busy' };
    return { ready: { userId, recipient: { ...recipient, phone }, importantTasks } };
  }

  private async call({ userId, recipient }: Ready, { context }: RunMoment): Promise<string> {
    const stream = nudgeStream(userId);
    try {
      const { callId } = await this.calls.placeCall({ to: recipient.phone, voice: recipient.voice, purpose: 'nudge' });
      await this.commands.run(stream, nudgeDecider, { kind: 'placed', userId, provider: this.calls.name, callId }, context);
      return 'called';
    } catch (error) {
      this.logger.warn({ err: loggedError(error), userId }, 'A nudge call could not be placed');
      await this.commands.run(stream, nudgeDecider, { kind: 'failed', userId, reason: loggedError(error).message.slice(0, 200) }, context);
      return 'failed';
    }
  }
}
