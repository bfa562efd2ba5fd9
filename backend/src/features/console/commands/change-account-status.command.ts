import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { accountDecider, AccountsReader, accountStream, type ServerStatus } from '../../accounts';
import { type ConsoleAccountRow, toConsoleAccountRow } from '../queries/console-account-row';
import { operatorContext } from './operator-context';

export class ChangeAccountStatusCommand extends Command<ConsoleAccountRow> {
  constructor(
    readonly operatorId: string,
    readonly userId: string,
    readonly status: ServerStatus,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** An operator sets an account's status; the event carries the operator as actor and their reason. */
@CommandHandler(ChangeAccountStatusCommand)
export class ChangeAccountStatusHandler implements ICommandHandler<ChangeAccountStatusCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly accounts: AccountsReader,
  ) {}

  async execute({ operatorId, userId, status, reason, context }: ChangeAccountStatusCommand): Promise<ConsoleAccountRow> {
    await this.commands.run(
      accountStream(userId),
      accountDecider,
      { kind: 'change-status', userId, to: status, reason },
      operatorContext(context, operatorId),
    );
    return toConsoleAccountRow(await this.accounts.require(userId));
  }
}
