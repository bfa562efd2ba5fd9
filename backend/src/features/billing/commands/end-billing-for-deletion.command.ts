import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { hasEnded } from '../domain/subscription-status';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { SubscriptionLedger } from '../subscription-ledger.service';

/** What the deletion ended at the payment provider. */
export interface EndedBilling {
  subscriptionsEnded: number;
  checkoutsClosed: number;
}

/**
 * Stops every charge to an account that is being deleted: each subscription that has not ended is
 * cancelled at the provider at once (no refund, no final invoice), and each open checkout is
 * closed so it can no longer be paid. Any provider failure throws before the deletion goes on, so
 * a deleted account is never still being charged; a repeat finds what is already ended and goes on.
 */
export class EndBillingForDeletionCommand extends Command<EndedBilling> {
  constructor(
    readonly userId: string,
    /** The deletion's own context (`closingAccount` set), so these appends are allowed. */
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(EndBillingForDeletionCommand)
export class EndBillingForDeletionHandler implements ICommandHandler<EndBillingForDeletionCommand> {
  constructor(
    private readonly ledger: SubscriptionLedger,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ userId, context }: EndBillingForDeletionCommand): Promise<EndedBilling> {
    const state = await this.ledger.load(userId);
    let checkoutsClosed = 0;
    for (const checkout of Object.values(state.checkouts)) {
      if (checkout.status !== 'open') continue;
      // false: it was paid meanwhile; its subscription is reported by then or by the next attempt.
      if (!(await this.provider.expireCheckout(checkout.sessionId))) continue;
      await this.ledger.run(userId, [{ kind: 'expire-checkout', userId, sessionId: checkout.sessionId, supersededBy: null }], context);
      checkoutsClosed++;
    }
    let subscriptionsEnded = 0;
    for (const record of Object.values(state.subscriptions)) {
      if (hasEnded(record.status)) continue;
      const { mark: _mark, cancellation: _cancellation, ...current } = record;
      const ended = await this.provider.endSubscriptionNow(record.subscriptionId, { ...current, customerId: state.customerId });
      if (ended) {
        await this.ledger.run(
          userId,
          [{ kind: 'observe-subscription', userId, subscription: ended, observation: 'deleted', at: Date.now() / 1000 }],
          context,
        );
      }
      subscriptionsEnded++;
    }
    return { subscriptionsEnded, checkoutsClosed };
  }
}
