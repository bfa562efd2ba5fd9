import { Inject, Logger } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { AccountsReader } from '../../accounts';
import type { SubscriptionCommand } from '../domain/subscription.decider';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { type PlanPrices, type ProviderSignal, readStripeEvent, type SeenCard } from '../provider/stripe-event-reader';
import type { StripeEventShape } from '../provider/stripe-shapes';
import { SubscriptionsReader } from '../read-models/subscriptions.reader';
import { SettleOnePlanCommand } from './settle-one-plan.command';
import { SubscriptionLedger } from '../subscription-ledger.service';
import { loggedError } from '../../../platform/logging/provider-error';

/**
 * applied: it changed something; no-effect: recorded, but it told nothing new (older than what is
 * known, or the same); duplicate: this very event was recorded before; ignored: not ours to act on.
 */
export type ApplyResult = 'applied' | 'no-effect' | 'duplicate' | 'ignored';

/** A provider event (a verified Stripe webhook, or one the test checkout makes), to be applied once. */
export class ApplyProviderEventCommand extends Command<ApplyResult> {
  constructor(
    readonly event: StripeEventShape,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** The events that describe a subscription which may still charge. */
const STARTS_OR_CHANGES = new Set(['checkout.session.completed', 'customer.subscription.created', 'customer.subscription.updated']);

/**
 * The one path by which provider events change anything: Stripe's webhooks, the test checkout,
 * the test trial warnings and a cancellation's own answer all come through here. Each event is
 * applied once per person (its id is remembered in their stream, in the same append as its effects).
 */
@CommandHandler(ApplyProviderEventCommand)
export class ApplyProviderEventHandler implements ICommandHandler<ApplyProviderEventCommand> {
  private readonly logger = new Logger('PaymentEvents');
  private readonly prices: PlanPrices;

  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly subscriptions: SubscriptionsReader,
    private readonly accounts: AccountsReader,
    private readonly bus: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prices = { premium: config.stripe.pricePremium, founding: config.stripe.priceFounding };
  }

  async execute({ event, context }: ApplyProviderEventCommand): Promise<ApplyResult> {
    const signal = this.read(event);
    if (!signal) return 'ignored';
    const userId = signal.userId ?? (await this.subscriptions.ownerOf(signal));
    // Not ours (another product on the same Stripe account) or an account since deleted: acknowledged, no effect.
    if (!userId || !(await this.accounts.get(userId))) {
      if (userId) await this.endForDeletedAccount(signal);
      this.logger.warn(
        { stripeEvent: event.id, type: event.type },
        'A payment event matched no account; it was acknowledged without effect',
      );
      return 'ignored';
    }
    const providerContext = { ...context, actor: 'stripe', causationId: event.id };
    const commands = [...signal.commands(userId), ...(await this.noteCard(userId, signal.card))];
    const { events } = await this.ledger.run(
      userId,
      [{ kind: 'apply-provider-event', userId, providerEventId: event.id, providerType: event.type, commands }],
      providerContext,
    );
    // Also after a duplicate: a retried event finishes what a crash after its append left undone.
    await this.bus.execute(new SettleOnePlanCommand(userId, events, providerContext));
    if (events.length === 0) return 'duplicate';
    return events.some((e) => e.type !== 'billing.provider_event_processed') ? 'applied' : 'no-effect';
  }

  /**
   * A subscription of ours (its metadata names the person) that starts or changes after its account
   * was deleted: a checkout paid at Stripe just as the deletion closed it. It is ended at once, so a
   * deleted account is never charged; a failure answers the webhook with an error and Stripe sends
   * it again, which retries the cancel.
   */
  private async endForDeletedAccount(signal: ProviderSignal): Promise<void> {
    if (!signal.subscriptionId || !STARTS_OR_CHANGES.has(signal.eventType)) return;
    await this.provider.endSubscriptionNow(signal.subscriptionId, {
      subscriptionId: signal.subscriptionId,
      customerId: signal.customerId,
      plan: null,
      status: 'active',
      currentPeriodEnd: null,
      trialEnd: null,
      cancelAtPeriodEnd: false,
    });
    this.logger.warn({ stripeEvent: signal.eventId, type: signal.eventType }, 'A subscription of a deleted account was ended at once');
  }

  /**
   * The card a subscription is charged to. Stripe's webhooks name the payment method by id, so its
   * digits are asked of the provider, once per payment method: every later event names it again.
   */
  private async noteCard(userId: string, seen: SeenCard | null): Promise<SubscriptionCommand[]> {
    if (!seen) return [];
    let last4 = seen.last4;
    if (last4 === undefined) {
      const known = (await this.subscriptions.get(userId))?.state.subscriptions[seen.subscriptionId]?.card;
      if (known?.paymentMethodId === seen.paymentMethodId) return [];
      const found = await this.provider.paymentMethodCard(seen.paymentMethodId);
      if (!found) return [];
      last4 = found.last4;
    }
    return [{ kind: 'note-card', userId, subscriptionId: seen.subscriptionId, paymentMethodId: seen.paymentMethodId, cardLast4: last4 }];
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
        { stripeEvent: event.id, type: event.type, problem: loggedError(error).message },
        'A payment event could not be read; it was acknowledged without effect',
      );
      return null;
    }
  }
}
