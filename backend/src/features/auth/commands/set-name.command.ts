import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { AccountsService } from '../../accounts';
import { type SessionUser, toSessionUser } from '../sessions/session-tokens.service';

export class SetNameCommand extends Command<SessionUser> {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SetNameCommand)
export class SetNameHandler implements ICommandHandler<SetNameCommand> {
  constructor(private readonly accounts: AccountsService) {}

  async execute({ userId, name, context }: SetNameCommand): Promise<SessionUser> {
    return toSessionUser(await this.accounts.setName(userId, name.trim(), context));
  }
}
