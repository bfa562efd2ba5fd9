import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { DomainError } from '../../../platform/commands/domain-error';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { AccountsReader } from '../../accounts';
import type { Plan } from '../domain/billing-plans';
import { summarise } from '../domain/subscription-summary';
import type { ReportedStatus } from '../domain/subscription-status';
import type { SubscriptionCommand } from '../domain/subscription.decider';
import type { SubscriptionState } from '../domain/subscription.state';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderCheckout } from '../provider/payment-provider.port';
import { BILLING_CHECKOUTS, type CheckoutView } from '../read-models/billing-views';
import { SettleOnePlanCommand } from './settle-one-plan.command';
import { SubscriptionLedger } from '../subscription-ledger.service';

export interface ConfirmedCheckout {
  session_id: string;
  /** complete: paid (or trial started) and applied; open: not paid yet; expired: abandoned. */
  status: 'open' | 'complete' | 'expired';
  plan: Plan;
  account: string;
  subscription: { status: ReportedStatus; subscription_id: string | null; current_period_end: number | null };
}

export class ConfirmCheckoutCommand extends Command<ConfirmedCheckout> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Dated at the subscription's creation, the oldest it can be: any webhook about it, however late, still counts as newer. */
function observeCreated(userId: string, observed: NonNullable<ProviderCheckout['subscription']>): SubscriptionCommand {
  const { createdAt, ...subscription } = observed;
  return { kind: 'observe-subscription', userId, subscription, observation: 'created', at: createdAt };
}

function completionCommands(userId: string, seen: ProviderCheckout): SubscriptionCommand[] {
  const observed = seen.subscription;
  return [
    ...(seen.customerId ? [{ kind: 'link-customer' as const, userId, customerId: seen.customerId, provider: 'stripe' as const }] : []),
    {
      kind: 'complete-checkout',
      userId,
      sessionId: seen.sessionId,
      plan: seen.plan,
      subscriptionId: seen.subscriptionId,
      customerId: seen.customerId,
      amountTotal: seen.amountTotal,
      currency: seen.currency,
      paymentStatus: seen.paymentStatus,
    },
    ...(observed ? [observeCreated(userId, observed)] : []),
    ...(seen.card
      ? [
          {
            kind: 'note-card' as const,
            userId,
            subscriptionId: seen.card.subscriptionId,
            paymentMethodId: seen.card.paymentMethodId,
            cardLast4: seen.card.last4,
          },
        ]
      : []),
  ];
}

/**
 * The server-side check behind /stripe/success?session_id=…: asks the provider about the session
 * and, when it is paid and the webhook has not arrived yet, applies the same facts (idempotently;
 * the webhook changes nothing when it comes). Only the session's own person may ask.
 */
@CommandHandler(ConfirmCheckoutCommand)
export class ConfirmCheckoutHandler implements ICommandHandler<ConfirmCheckoutCommand> {
  private readonly checkouts: ReadCollection<CheckoutView>;

  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly accounts: AccountsReader,
    private readonly bus: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.checkouts = reads.collection<CheckoutView>(BILLING_CHECKOUTS);
  }

  async execute({ userId, sessionId, context }: ConfirmCheckoutCommand): Promise<ConfirmedCheckout> {
    const checkout = await this.checkouts.get(sessionId);
    // Someone else's session is "not found" rather than "forbidden": its existence is not theirs to learn.
    if (!checkout || checkout.userId !== userId) throw new DomainError('This checkout was not found.', 'not_found');
    const providerContext: CommandContext = { ...context, actor: 'stripe' };
    let state: SubscriptionState = await this.ledger.load(userId);
    let status: ConfirmedCheckout['status'] = state.checkouts[sessionId]?.status === 'complete' ? 'complete' : 'open';
    if (status === 'complete') {
      // Completed by another request (the webhook): its status change may still be on its way to the account.
      await this.ledger.settled(userId);
    } else {
      const seen = await this.provider.retrieveCheckout(sessionId);
      if (seen && seen.userId && seen.userId !== userId) throw new DomainError('This checkout was not found.', 'not_found');
      if (seen?.status === 'complete') {
        const outcome = await this.ledger.run(userId, completionCommands(userId, seen), providerContext);
        await this.bus.execute(new SettleOnePlanCommand(userId, outcome.events, providerContext));
        state = await this.ledger.load(userId);
      } else if (seen?.status === 'expired' || (!seen && Date.parse(checkout.expiresAt) < Date.now())) {
        status = 'expired';
      }
      if (state.checkouts[sessionId]?.status === 'complete') status = 'complete';
    }
    const summary = summarise(state);
    const account = await this.accounts.require(userId);
    return {
      session_id: sessionId,
      status,
      plan: checkout.plan,
      account: account.status,
      subscription: { status: summary.status, subscription_id: summary.subscriptionId, current_period_end: summary.currentPeriodEnd },
    };
  }
}
