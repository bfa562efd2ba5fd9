import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { accountDecider } from '../domain/account.decider';
import { accountStream } from '../domain/account.events';
import type { AccountView } from '../read-models/account-view';
import { AccountsReader } from '../read-models/accounts.reader';

/** The person's name, as they give it in settings or at checkout. */
export class SetAccountNameCommand extends Command<AccountView> {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SetAccountNameCommand)
export class SetAccountNameHandler implements ICommandHandler<SetAccountNameCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly accounts: AccountsReader,
  ) {}

  async execute({ userId, name, context }: SetAccountNameCommand): Promise<AccountView> {
    const sealed = await this.cipher.encrypt(userId, name);
    await this.commands.run(accountStream(userId), accountDecider, { kind: 'set-name', userId, name: sealed }, context);
    return this.accounts.require(userId);
  }
}
