import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { DomainError } from '../../../platform/commands/domain-error';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { discountOn } from '../domain/coupon-answer';
import { withSessionId } from '../domain/return-urls';
import { ApplyProviderEventCommand } from './apply-provider-event.command';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { BILLING_CHECKOUTS, type CheckoutView } from '../read-models/billing-views';
import { SubscriptionLedger } from '../subscription-ledger.service';
import { requireTestCheckout } from '../test-mode/require-test-checkout';
import { paidCheckoutEvents } from '../test-mode/test-stripe-events';

export class CompleteTestCheckoutCommand extends Command<{ redirectTo: string }> {
  constructor(
    readonly sessionId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * "Pay" on the test checkout page: makes the events Stripe would send for a paid checkout and
 * applies them through the webhook path. Paying twice changes nothing the second time.
 */
@CommandHandler(CompleteTestCheckoutCommand)
export class CompleteTestCheckoutHandler implements ICommandHandler<CompleteTestCheckoutCommand> {
  private readonly checkouts: ReadCollection<CheckoutView>;
  /** A double click sends Pay twice; the second waits for the first instead of paying again. */
  private readonly inFlight = new Map<string, Promise<{ redirectTo: string }>>();

  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly bus: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.checkouts = reads.collection<CheckoutView>(BILLING_CHECKOUTS);
  }

  execute({ sessionId, context }: CompleteTestCheckoutCommand): Promise<{ redirectTo: string }> {
    const running = this.inFlight.get(sessionId);
    if (running) return running;
    const paying = this.pay(sessionId, context).finally(() => this.inFlight.delete(sessionId));
    this.inFlight.set(sessionId, paying);
    return paying;
  }

  private async pay(sessionId: string, context: CommandContext): Promise<{ redirectTo: string }> {
    const checkout = requireTestCheckout(this.provider, await this.checkouts.get(sessionId));
    const redirectTo = withSessionId(checkout.successUrl, sessionId);
    if (checkout.status === 'complete') return { redirectTo };
    if (checkout.status === 'expired')
      throw new DomainError('This checkout was closed because you completed another one. Your plan is in Settings.', 'gone');
    if (Date.parse(checkout.expiresAt) < Date.now()) throw new DomainError('This test checkout has expired. Please start again.', 'gone');
    const state = await this.ledger.load(checkout.userId);
    if (!state.customerId) throw new DomainError('This test checkout was not found.', 'not_found');
    const amountDue = checkout.amount - (checkout.discount ? discountOn(checkout.discount, checkout.amount) : 0);
    const events = paidCheckoutEvents(
      { sessionId, userId: checkout.userId, plan: checkout.plan, customerId: state.customerId, amountDue, trialDays: checkout.trialDays },
      Date.now() / 1000,
    );
    const webhookContext: CommandContext = { ...context, source: 'webhook' };
    for (const event of events) await this.bus.execute(new ApplyProviderEventCommand(event, webhookContext));
    return { redirectTo };
  }
}
