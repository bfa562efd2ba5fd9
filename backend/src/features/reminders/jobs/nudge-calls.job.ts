import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { CalendarService } from '../../calendar';
import { CALL_PROVIDER, type CallProvider } from '../../calls';
import { isNight } from '../domain/local-hour';
import { nudgeDecider, nudgedWithin } from '../domain/nudge.decider';
import { nudgeStream } from '../domain/nudge.events';
import { NUDGE_RULES } from '../domain/nudge-rules';
import { Recipients } from '../messaging/recipients.service';
import { Clock } from '../scheduling/clock';
import { JobLeaseService } from '../scheduling/job-lease.service';
import { ScheduledRun, tally } from '../scheduling/scheduled-run';
import { OpenTasksReader } from '../../tasks';
import { loggedError } from '../../../platform/logging/provider-error';

type Result =
  'called' | 'failed' | 'no-phone' | 'opted-out' | 'night' | 'no-important-tasks' | 'recently-nudged' | 'busy' | 'calendar-unknown';

/**
 * Calls a person when their calendar is free and important tasks are waiting: people with a
 * connected calendar only, at most once per window, never during their night, never when they
 * turned "Messages from daily" off.
 */
@Injectable()
export class NudgeCallsJob {
  private readonly logger = new Logger('Nudges');
  private readonly schedule: ScheduledRun;

  constructor(
    clock: Clock,
    lease: JobLeaseService,
    private readonly tasks: OpenTasksReader,
    private readonly recipients: Recipients,
    private readonly calendar: CalendarService,
    private readonly commands: CommandRunner,
    projections: ProjectionRunner,
    @Inject(CALL_PROVIDER) private readonly calls: CallProvider,
  ) {
    this.schedule = new ScheduledRun(NUDGE_RULES, clock, lease, projections);
  }

  @Interval(NUDGE_RULES.job, NUDGE_RULES.intervalMs)
  async onInterval(): Promise<void> {
    await this.runOnce().catch((error: unknown) => this.logger.error({ err: loggedError(error) }, 'The nudge run failed'));
  }

  runOnce(): Promise<Record<string, number> | null> {
    return this.schedule.once(async (startedAt, context, counts) => {
      for (const userId of await this.calendar.connectedUserIds()) {
        const result = await this.consider(userId, startedAt, context).catch((error: unknown) => {
          this.logger.warn({ err: loggedError(error), userId }, 'Considering a nudge failed');
          return 'failed' as const;
        });
        tally(counts, result);
      }
    });
  }

  /** The cheap checks come first; Google is asked only when everything else says yes. */
  private async consider(userId: string, now: Date, context: CommandContext): Promise<Result> {
    const recipient = await this.recipients.find(userId);
    if (!recipient.phone) return 'no-phone';
    if (!recipient.messagesEnabled) return 'opted-out';
    const { timeZone } = recipient;
    if (isNight(now, timeZone)) return 'night';
    const importantTasks = await this.tasks.countImportantOpen(userId);
    if (importantTasks === 0) return 'no-important-tasks';
    const stream = nudgeStream(userId);
    const { state } = await this.commands.load(stream, nudgeDecider);
    if (nudgedWithin(state, now.getTime(), NUDGE_RULES.windowMs)) return 'recently-nudged';
    const free = await this.calendar.isFree(userId, now, new Date(now.getTime() + NUDGE_RULES.freeForMs), context);
    if (free === null) return 'calendar-unknown';
    if (!free) return 'busy';
    const claim = await this.commands.run(
      stream,
      nudgeDecider,
      { kind: 'request', userId, now: now.getTime(), windowMs: NUDGE_RULES.windowMs, importantTasks, timeZone },
      context,
    );
    if (claim.events.length === 0) return 'recently-nudged';
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
