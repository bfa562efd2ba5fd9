import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { accountDecider } from '../domain/account.decider';
import { accountStream } from '../domain/account.events';
import type { AccountView } from '../read-models/account-view';
import { AccountsReader } from '../read-models/accounts.reader';

export class OpenAfterSignInCommand extends Command<AccountView> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Moves an account that only has a verified phone to open; any other status is left as it is. */
@CommandHandler(OpenAfterSignInCommand)
export class OpenAfterSignInHandler implements ICommandHandler<OpenAfterSignInCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly accounts: AccountsReader,
  ) {}

  async execute({ userId, context }: OpenAfterSignInCommand): Promise<AccountView> {
    await this.commands.run(accountStream(userId), accountDecider, { kind: 'open-after-sign-in', userId }, context);
    return this.accounts.require(userId);
  }
}
