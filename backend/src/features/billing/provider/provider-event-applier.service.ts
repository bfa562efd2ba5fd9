import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CommandContext } from '../../../platform/commands/command-context';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { AccountsService } from '../../accounts';
import { BILLING_SUBSCRIPTIONS, type SubscriptionView } from '../read-models/billing-views';
import { SubscriptionLedger } from '../subscription-ledger.service';
import { type PlanPrices, type ProviderSignal, readStripeEvent } from './stripe-event-reader';
import type { StripeEventShape } from './stripe-shapes';

/**
 * applied: it changed something; no-effect: recorded, but it told nothing new (older than what is
 * known, or the same); duplicate: this very event was recorded before; ignored: not ours to act on.
 */
export type ApplyResult = 'applied' | 'no-effect' | 'duplicate' | 'ignored';

/**
 * The one path by which provider events change anything: Stripe's verified webhooks and the test
 * checkout's simulated events both come through here. Each event is applied once per person
 * (its id is remembered in their stream, in the same append as its effects).
 */
@Injectable()
export class ProviderEventApplier {
  private readonly logger = new Logger('PaymentEvents');
  private readonly views: ReadCollection<SubscriptionView>;
  private readonly prices: PlanPrices;

  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly accounts: AccountsService,
    @Inject(READ_STORE) reads: ReadStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.views = reads.collection<SubscriptionView>(BILLING_SUBSCRIPTIONS);
    this.prices = { premium: config.stripe.pricePremium, founding: config.stripe.priceFounding };
  }

  async apply(event: StripeEventShape, context: CommandContext): Promise<ApplyResult> {
    const signal = this.read(event);
    if (!signal) return 'ignored';
    const userId = await this.ownerOf(signal);
    // Not ours (another product on the same Stripe account) or an account since deleted: acknowledged, no effect.
    if (!userId || !(await this.accounts.get(userId))) {
      this.logger.warn(
        { stripeEvent: event.id, type: event.type },
        'A payment event matched no account; it was acknowledged without effect',
      );
      return 'ignored';
    }
    const { events } = await this.ledger.run(
      userId,
      [{ kind: 'apply-provider-event', userId, providerEventId: event.id, providerType: event.type, commands: signal.commands(userId) }],
      { ...context, actor: 'stripe', causationId: event.id },
    );
    if (events.length === 0) return 'duplicate';
    return events.some((e) => e.type !== 'billing.provider_event_processed') ? 'applied' : 'no-effect';
  }

  /**
   * A signed event whose payload is not what its type promises (no object, a status Stripe does not
   * document) is acknowledged without effect: a failure answer would only make Stripe send it again
   * for days. The warning names it for whoever reads the logs.
   */
  private read(event: StripeEventShape): ProviderSignal | null {
    try {
      return readStripeEvent(event, this.prices);
    } catch (error) {
      this.logger.warn(
        { stripeEvent: event.id, type: event.type, problem: error instanceof Error ? error.message : String(error) },
        'A payment event could not be read; it was acknowledged without effect',
      );
      return null;
    }
  }

  private async ownerOf(signal: ProviderSignal): Promise<string | null> {
    if (signal.userId) return signal.userId;
    if (signal.customerId) {
      const [byCustomer] = await this.views.find({ customerId: signal.customerId }, { limit: 1 });
      if (byCustomer) return byCustomer._id;
    }
    if (signal.subscriptionId) {
      const [bySubscription] = await this.views.find({ subscriptionIds: signal.subscriptionId }, { limit: 1 });
      if (bySubscription) return bySubscription._id;
    }
    return null;
  }
}
