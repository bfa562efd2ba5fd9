import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { loggedError } from '../../../platform/logging/provider-error';
import type { Checked, RunMoment } from '../../../platform/scheduling/scheduled-work';
import { type ScheduledWorkHandle, ScheduledWorkRunner } from '../../../platform/scheduling/scheduled-work-runner';
import { readSendFailure } from '../../../platform/twilio/send-failure';
import { planPriceLabel, type EndingTrial, TrialsReader } from '../../billing';
import { isNight } from '../domain/local-hour';
import { alreadyClaimed, trialMessageDecider } from '../domain/trial-message.decider';
import { trialMessageStream } from '../domain/trial-message.events';
import { TRIAL_MESSAGE_RULES, trialEndingText } from '../domain/trial-message-rules';
import { MESSAGING_PROVIDER, type MessagingProvider } from '../messaging/messaging-provider.port';
import { Recipients } from '../messaging/recipients.service';

interface Ready {
  trial: EndingTrial;
  phone: string;
  timeZone: string;
}

const baseOf = (trial: EndingTrial) => ({ userId: trial.userId, subscriptionId: trial.subscriptionId, trialEnd: trial.trialEnd });

/**
 * Tells people, once per trial, when their trial ends and the first payment is taken, and how to
 * cancel: for every trial the payment provider warned about (Stripe's trial_will_end, three days
 * before; test mode's stand-in for it). Never during their night, where it waits for the morning,
 * and never to people who turned "Messages from daily" off.
 */
@Injectable()
export class TrialEndingMessagesJob {
  private readonly logger = new Logger('TrialMessages');
  private readonly work: ScheduledWorkHandle;

  constructor(
    runner: ScheduledWorkRunner,
    private readonly trials: TrialsReader,
    private readonly recipients: Recipients,
    private readonly commands: CommandRunner,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.work = runner.register<EndingTrial, Ready>({
      name: TRIAL_MESSAGE_RULES.job,
      everyMs: TRIAL_MESSAGE_RULES.intervalMs,
      exclusive: { lease: true, leaseMs: TRIAL_MESSAGE_RULES.leaseMs },
      logContext: 'TrialMessages',
      itemFailed: 'Considering a trial message failed',
      failedItem: (trial) => ({ subscriptionId: trial.subscriptionId }),
      due: ({ startedAt }) => this.trials.endingAfter(startedAt),
      check: (trial, run) => this.check(trial, run),
      claim: ({ trial, timeZone }, { startedAt, context }) =>
        this.commands
          .run(
            trialMessageStream(trial.subscriptionId),
            trialMessageDecider,
            { kind: 'claim', ...baseOf(trial), now: startedAt.getTime(), timeZone },
            context,
          )
          .then((claim) => claim.events.length > 0),
      alreadyClaimed: 'already-sent',
      act: (ready, run) => this.send(ready, run),
    });
  }

  /** One run: null when another instance holds the job, a run is still going here, or the read models are not live. */
  runOnce(): Promise<Record<string, number> | null> {
    return this.work.runOnce();
  }

  private async check(trial: EndingTrial, { startedAt }: RunMoment): Promise<Checked<Ready>> {
    const { state } = await this.commands.load(trialMessageStream(trial.subscriptionId), trialMessageDecider);
    if (alreadyClaimed(state, trial.trialEnd)) return { skip: 'already-sent' };
    const recipient = await this.recipients.find(trial.userId);
    if (!recipient.messagesEnabled) return { skip: 'opted-out' };
    if (!recipient.phone) return { skip: 'no-phone' };
    // Left for a later run: the morning, if it comes before the trial ends.
    if (isNight(startedAt, recipient.timeZone)) return { skip: 'night' };
    return { ready: { trial, phone: recipient.phone, timeZone: recipient.timeZone } };
  }

  private async send({ trial, phone, timeZone }: Ready, { context }: RunMoment): Promise<string> {
    const stream = trialMessageStream(trial.subscriptionId);
    const base = baseOf(trial);
    const text = trialEndingText({
      trialEnd: trial.trialEnd,
      timeZone,
      price: planPriceLabel('premium'),
      settingsUrl: `${this.config.publicUrl}/settings`,
    });
    try {
      const { messageId, channel } = await this.messaging.send(phone, text);
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
