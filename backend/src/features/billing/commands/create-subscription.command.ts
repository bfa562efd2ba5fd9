import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { AccountsReader, SetAccountNameCommand } from '../../accounts';
import { assertCanStartCheckout } from '../domain/one-live-plan';
import { providerRequestKey } from '../domain/provider-request-key';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { SubscriptionLedger } from '../subscription-ledger.service';

export class CreateSubscriptionCommand extends Command<{ clientSecret: string }> {
  constructor(
    readonly userId: string,
    readonly customerName: string,
    readonly customerEmail: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Premium for an embedded card form: the provider makes the subscription and returns the secret
 * the form confirms. Nothing changes here yet; the subscription's webhooks bring it in, exactly as
 * after a checkout. (The test provider's secret has the right shape but confirms nothing.)
 */
@CommandHandler(CreateSubscriptionCommand)
export class CreateSubscriptionHandler implements ICommandHandler<CreateSubscriptionCommand> {
  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly accounts: AccountsReader,
    private readonly bus: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ userId, customerName, customerEmail, context }: CreateSubscriptionCommand): Promise<{ clientSecret: string }> {
    const account = await this.accounts.require(userId);
    const { state, revision } = await this.ledger.loadAt(userId);
    assertCanStartCheckout(state, 'premium');
    const name = customerName.trim();
    const created = await this.provider.createSubscription({
      userId,
      plan: 'premium',
      customerId: state.customerId,
      customerName: name,
      customerEmail: customerEmail.trim(),
      idempotencyKey: providerRequestKey('subscription', userId, revision),
    });
    if (created.customerId)
      await this.ledger.run(
        userId,
        [{ kind: 'link-customer', userId, customerId: created.customerId, provider: this.provider.name }],
        context,
      );
    if (name && name !== account.name) await this.bus.execute(new SetAccountNameCommand(userId, name, context));
    return { clientSecret: created.clientSecret };
  }
}
