import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { DomainError } from '../../../platform/commands/domain-error';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { decimalAmount } from '../domain/billing-plans';
import type { CancellationReason } from '../domain/cancellation-reasons';
import { summarise } from '../domain/subscription-summary';
import type { ReportedStatus } from '../domain/subscription-status';
import { type SubscriptionCommand, subscriptionDecider } from '../domain/subscription.decider';
import { ApplyProviderEventCommand } from './apply-provider-event.command';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { SubscriptionLedger } from '../subscription-ledger.service';

export interface CancelledSubscription {
  status: ReportedStatus;
  subscription_id: string | null;
  current_period_end: number | null;
  /** The refund made now, if one was asked for and something had been paid. */
  refund: { amount: string; currency: string } | null;
  /** Set only when a refund was asked for and could not be made. */
  message?: string;
}

const REFUND_FAILED =
  'Your subscription has been canceled, but the refund could not be made automatically. Please contact support and we will refund you.';

export class CancelSubscriptionCommand extends Command<CancelledSubscription> {
  constructor(
    readonly userId: string,
    readonly subscriptionId: string,
    readonly reason: string | null,
    readonly refund: boolean,
    readonly context: CommandContext,
    /** One of Stripe's eight categories, counted in analytics; the free text above never is. */
    readonly category: CancellationReason | null = null,
    /** The subscription that takes this one's place, when daily ends it to keep one live plan. */
    readonly supersededBy: string | null = null,
  ) {
    super();
  }
}

/**
 * Cancels at the end of the paid period, or at once with a refund when the person is unhappy
 * (spec section 1). The reason they give is kept, encrypted, beside its category. The rules are checked before the
 * provider is asked, and its answer is recorded together with the request.
 */
@CommandHandler(CancelSubscriptionCommand)
export class CancelSubscriptionHandler implements ICommandHandler<CancelSubscriptionCommand> {
  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly bus: CommandBus,
    private readonly cipher: PersonalDataCipher,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({
    userId,
    subscriptionId,
    reason,
    refund,
    context,
    category,
    supersededBy,
  }: CancelSubscriptionCommand): Promise<CancelledSubscription> {
    const before = await this.ledger.load(userId);
    const record = before.subscriptions[subscriptionId];
    if (!record) throw new DomainError('No active subscription found', 'not_found');
    const given = reason?.trim() || null;
    const request: SubscriptionCommand = {
      kind: 'request-cancel',
      userId,
      subscriptionId,
      reason: given && (await this.cipher.encrypt(userId, given)),
      category,
      refund,
      supersededBy,
    };
    // Throws when the subscription has already ended; an empty answer means this exact cancellation is already in place.
    if (subscriptionDecider.decide(request, before).length === 0) return this.answer(summarise(before), null);

    const { mark: _mark, cancellation: _cancellation, ...current } = record;
    const outcome = await this.provider.cancelSubscription({
      userId,
      subscriptionId,
      customerId: before.customerId,
      plan: record.plan,
      refund,
      reason: given,
      category,
      current: { ...current, customerId: before.customerId },
      lastPayment: before.lastPayments[subscriptionId] ?? null,
    });
    const answered: SubscriptionCommand[] = outcome.subscription
      ? [
          {
            kind: 'observe-subscription',
            userId,
            subscription: outcome.subscription,
            observation: outcome.subscription.status === 'canceled' ? 'deleted' : 'updated',
            at: Date.now() / 1000,
          },
        ]
      : [];
    let { state } = await this.ledger.run(userId, [request, ...answered], context);
    for (const event of outcome.events) await this.bus.execute(new ApplyProviderEventCommand(event, { ...context, source: 'webhook' }));
    if (outcome.events.length > 0) state = await this.ledger.load(userId);
    return { ...this.answer(summarise(state), outcome.refund), ...(outcome.refundFailed ? { message: REFUND_FAILED } : {}) };
  }

  private answer(summary: ReturnType<typeof summarise>, refund: { amount: number; currency: string } | null): CancelledSubscription {
    return {
      status: summary.status,
      subscription_id: summary.subscriptionId,
      current_period_end: summary.currentPeriodEnd,
      refund: refund && { amount: decimalAmount(refund.amount), currency: refund.currency },
    };
  }
}
