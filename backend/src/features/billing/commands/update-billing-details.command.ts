import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { AccountsReader, SetAccountNameCommand } from '../../accounts';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.port';
import { SubscriptionLedger } from '../subscription-ledger.service';

export class UpdateBillingDetailsCommand extends Command<Record<string, never>> {
  constructor(
    readonly userId: string,
    readonly name: string | null,
    readonly email: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * `POST /api/stripe/update-user`: the name and e-mail on invoices (the provider's customer) and
 * the account's name. The account's e-mail is changed from settings, which records it there.
 */
@CommandHandler(UpdateBillingDetailsCommand)
export class UpdateBillingDetailsHandler implements ICommandHandler<UpdateBillingDetailsCommand> {
  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly accounts: AccountsReader,
    private readonly bus: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ userId, name, email, context }: UpdateBillingDetailsCommand): Promise<Record<string, never>> {
    const account = await this.accounts.require(userId);
    const newName = name?.trim() || null;
    const state = await this.ledger.load(userId);
    // The provider first: if it cannot be reached, nothing has changed here either.
    if (state.customerId) await this.provider.updateCustomer(state.customerId, { name: newName, email: email?.trim() || null });
    if (newName && newName !== account.name) await this.bus.execute(new SetAccountNameCommand(userId, newName, context));
    return {};
  }
}
