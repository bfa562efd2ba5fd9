import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { DomainError } from '../../../platform/commands/domain-error';
import { hasEnded } from '../domain/subscription-status';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { SubscriptionsReader } from '../read-models/subscriptions.reader';
import { SubscriptionLedger } from '../subscription-ledger.service';
import { testId } from '../test-mode/test-ids';

/** Stripe's Mastercard test card: the digits a new test card is shown with. */
export const TEST_NEW_CARD_LAST4 = '4444';

const NOT_FOUND = 'This card page was not found.';

export class SaveTestCardCommand extends Command<void> {
  constructor(
    readonly subscriptionId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * The test checkout's card page saved a new card: noted on the subscription as Stripe's webhook
 * would note a new default payment method. Only in test mode, only for a running subscription.
 */
@CommandHandler(SaveTestCardCommand)
export class SaveTestCardHandler implements ICommandHandler<SaveTestCardCommand> {
  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly subscriptions: SubscriptionsReader,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ subscriptionId, context }: SaveTestCardCommand): Promise<void> {
    if (this.provider.name !== 'test') throw new DomainError(NOT_FOUND, 'not_found');
    const userId = await this.subscriptions.ownerOf({ customerId: null, subscriptionId });
    const record = userId ? (await this.ledger.load(userId)).subscriptions[subscriptionId] : undefined;
    if (!userId || !record) throw new DomainError(NOT_FOUND, 'not_found');
    if (hasEnded(record.status)) throw new DomainError('This subscription has ended, so there is no card to update.', 'conflict');
    await this.ledger.run(
      userId,
      [{ kind: 'note-card', userId, subscriptionId, paymentMethodId: testId('pm_test', 12), cardLast4: TEST_NEW_CARD_LAST4 }],
      { ...context, actor: userId },
    );
  }
}
