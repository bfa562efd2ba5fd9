import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { planPriceLabel, type EndingTrial, TrialsReader } from '../../billing';
import { isNight } from '../domain/local-hour';
import { alreadyClaimed, trialMessageDecider } from '../domain/trial-message.decider';
import { trialMessageStream } from '../domain/trial-message.events';
import { TRIAL_MESSAGE_RULES, trialEndingText } from '../domain/trial-message-rules';
import { MESSAGING_PROVIDER, type MessagingProvider } from '../messaging/messaging-provider.port';
import { Recipients } from '../messaging/recipients.service';
import { Clock } from '../scheduling/clock';
import { JobLeaseService } from '../scheduling/job-lease.service';
import { ScheduledRun, tally } from '../scheduling/scheduled-run';
import { loggedError } from '../../../platform/logging/provider-error';
import { readSendFailure } from '../../../platform/twilio/send-failure';

type Result = 'sent' | 'failed' | 'already-sent' | 'opted-out' | 'night' | 'no-phone';

/**
 * Tells people, once per trial, when their trial ends and the first payment is taken, and how to
 * cancel: for every trial the payment provider warned about (Stripe's trial_will_end, three days
 * before; test mode's stand-in for it). Never during their night, where it waits for the morning,
 * and never to people who turned "Messages from daily" off.
 */
@Injectable()
export class TrialEndingMessagesJob {
  private readonly logger = new Logger('TrialMessages');
  private readonly schedule: ScheduledRun;

  constructor(
    clock: Clock,
    lease: JobLeaseService,
    private readonly trials: TrialsReader,
    private readonly recipients: Recipients,
    private readonly commands: CommandRunner,
    projections: ProjectionRunner,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.schedule = new ScheduledRun(TRIAL_MESSAGE_RULES, clock, lease, projections);
  }

  @Interval(TRIAL_MESSAGE_RULES.job, TRIAL_MESSAGE_RULES.intervalMs)
  async onInterval(): Promise<void> {
    await this.runOnce().catch((error: unknown) => this.logger.error({ err: loggedError(error) }, 'The trial messages run failed'));
  }

  /** One run: null when another instance holds the job, a run is still going here, or the read models are not live. */
  runOnce(): Promise<Record<string, number> | null> {
    return this.schedule.once(async (startedAt, context, counts) => {
      for (const trial of await this.trials.endingAfter(startedAt)) {
        const result = await this.tell(trial, startedAt, context).catch((error: unknown) => {
          this.logger.warn({ err: loggedError(error), subscriptionId: trial.subscriptionId }, 'Considering a trial message failed');
          return 'failed' as const;
        });
        tally(counts, result);
      }
    });
  }

  private async tell(trial: EndingTrial, now: Date, context: CommandContext): Promise<Result> {
    const stream = trialMessageStream(trial.subscriptionId);
    const { state } = await this.commands.load(stream, trialMessageDecider);
    if (alreadyClaimed(state, trial.trialEnd)) return 'already-sent';
    const recipient = await this.recipients.find(trial.userId);
    if (!recipient.messagesEnabled) return 'opted-out';
    if (!recipient.phone) return 'no-phone';
    // Left for a later run: the morning, if it comes before the trial ends.
    if (isNight(now, recipient.timeZone)) return 'night';
    const base = { userId: trial.userId, subscriptionId: trial.subscriptionId, trialEnd: trial.trialEnd };
    const claim = await this.commands.run(
      stream,
      trialMessageDecider,
      { kind: 'claim', ...base, now: now.getTime(), timeZone: recipient.timeZone },
      context,
    );
    if (claim.events.length === 0) return 'already-sent';
    const text = trialEndingText({
      trialEnd: trial.trialEnd,
      timeZone: recipient.timeZone,
      price: planPriceLabel('premium'),
      settingsUrl: `${this.config.publicUrl}/settings`,
    });
    try {
      const { messageId, channel } = await this.messaging.send(recipient.phone, text);
      await this.commands.run(
        stream,
        trialMessageDecider,
        { kind: 'sent', ...base, provider: this.messaging.name, channel, messageId },
        context,
      );
      return 'sent';
    } catch (error) {
      // Claimed and not sent stays that way, unless Twilio was unreachable or failed (5xx): then a later run tries again.
      this.logger.warn({ err: loggedError(error), subscriptionId: trial.subscriptionId }, 'A trial message could not be sent');
      await this.commands.run(
        stream,
        trialMessageDecider,
        {
          kind: 'failed',
          ...base,
          reason: loggedError(error).message.slice(0, 200),
          retryable: !readSendFailure(error).permanent,
        },
        context,
      );
      return 'failed';
    }
  }
}
