import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Interval } from '@nestjs/schedule';
import { systemContext } from '../../../platform/commands/command-context';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { TRIAL_WARNING_CHECK_MS, TRIAL_WARNING_SECONDS } from '../domain/trial-warning';
import { ApplyProviderEventCommand } from '../commands/apply-provider-event.command';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { BILLING_SUBSCRIPTIONS, type SubscriptionView } from '../read-models/billing-views';
import { SubscriptionLedger } from '../subscription-ledger.service';
import { trialWillEndEvent } from './test-stripe-events';
import { loggedError } from '../../../platform/logging/provider-error';

/**
 * Test mode's stand-in for Stripe's `customer.subscription.trial_will_end`: every few minutes it
 * finds trials ending within three days that have not been warned about, and applies the event
 * Stripe would send through the webhook path. With Stripe configured it does nothing: Stripe sends
 * the real one. Event ids are made from the trial, so instances running it together apply it once.
 */
@Injectable()
export class TrialWarningsJob {
  private readonly logger = new Logger('TrialWarnings');
  private readonly subscriptions: ReadCollection<SubscriptionView>;
  private running = false;

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(READ_STORE) reads: ReadStore,
    private readonly ledger: SubscriptionLedger,
    private readonly bus: CommandBus,
    private readonly projections: ProjectionRunner,
  ) {
    this.subscriptions = reads.collection<SubscriptionView>(BILLING_SUBSCRIPTIONS);
  }

  @Interval('test-trial-warnings', TRIAL_WARNING_CHECK_MS)
  async onInterval(): Promise<void> {
    await this.runOnce(new Date()).catch((error: unknown) =>
      this.logger.error({ err: loggedError(error) }, 'Looking for trials to warn about failed'),
    );
  }

  /**
   * How many trials were warned about; null when this is not test mode or the read models are still
   * catching up. `now` chooses the trials (tests move it); the events carry the real time, as
   * Stripe's do, so they never look newer than what the person does next.
   */
  async runOnce(now: Date): Promise<number | null> {
    if (this.provider.name !== 'test' || this.running) return null;
    if (this.projections.status().some((p) => p.state === 'catching-up')) return null;
    this.running = true;
    try {
      const seconds = now.getTime() / 1000;
      const due = await this.subscriptions.find({
        'trial.noticed': false,
        'trial.trialEnd': { $lte: seconds + TRIAL_WARNING_SECONDS, $gt: seconds },
      });
      let warned = 0;
      for (const view of due) {
        const state = await this.ledger.load(view._id);
        const record = view.trial ? state.subscriptions[view.trial.subscriptionId] : undefined;
        if (!record || record.trialEnd === null) continue;
        const event = trialWillEndEvent(view._id, state.customerId, { ...record, trialEnd: record.trialEnd }, Date.now() / 1000);
        const result = await this.bus.execute(new ApplyProviderEventCommand(event, systemContext('webhook', 'stripe')));
        if (result === 'applied') warned += 1;
      }
      return warned;
    } finally {
      this.running = false;
    }
  }
}
