import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { DomainError } from '../../../platform/commands/domain-error';
import { providerRequestKey } from '../domain/provider-request-key';
import { summarise } from '../domain/subscription-summary';
import { hasEnded } from '../domain/subscription-status';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { SubscriptionLedger } from '../subscription-ledger.service';

/** Settings reads `?card=updated` on return and says the card was saved. */
export const CARD_UPDATED_RETURN_PATH = '/settings?card=updated';

export class StartCardUpdateCommand extends Command<{ url: string }> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * Opens the page where a subscriber gives a new card: Stripe's customer portal on its "update
 * payment method" flow, or the test checkout's card page. Nothing is recorded here; the new card
 * arrives as the subscription's payment method (a webhook, or the test page's own note).
 */
@CommandHandler(StartCardUpdateCommand)
export class StartCardUpdateHandler implements ICommandHandler<StartCardUpdateCommand> {
  constructor(
    private readonly ledger: SubscriptionLedger,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: StartCardUpdateCommand): Promise<{ url: string }> {
    const { state, revision } = await this.ledger.loadAt(userId);
    const { subscriptionId } = summarise(state);
    const record = subscriptionId ? state.subscriptions[subscriptionId] : undefined;
    if (!record || hasEnded(record.status))
      throw new DomainError('There is no running subscription whose card could be updated.', 'conflict');
    return this.provider.createCardUpdate({
      userId,
      customerId: state.customerId,
      subscriptionId: record.subscriptionId,
      returnUrl: `${this.config.publicUrl}${CARD_UPDATED_RETURN_PATH}`,
      // A portal page lives minutes, not a day: a retry within the minute gets the same page, a later click a fresh one.
      idempotencyKey: `${providerRequestKey('portal', userId, revision)}-m${Math.floor(Date.now() / 60_000)}`,
    });
  }
}
