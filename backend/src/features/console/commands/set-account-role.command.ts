import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { accountDecider, AccountsReader, accountStream, type Role } from '../../accounts';
import { type ConsoleAccountRow, toConsoleAccountRow } from '../queries/console-account-row';
import { operatorContext } from './operator-context';

export class SetAccountRoleCommand extends Command<ConsoleAccountRow> {
  constructor(
    readonly operatorId: string,
    readonly userId: string,
    readonly role: Role,
    readonly granted: boolean,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Grants or revokes the analyst or operator role. An operator cannot drop their own operator role:
 * the last operator could otherwise lock everyone out of the console.
 */
@CommandHandler(SetAccountRoleCommand)
export class SetAccountRoleHandler implements ICommandHandler<SetAccountRoleCommand> {
  constructor(
    private readonly commands: CommandRunner,
    private readonly accounts: AccountsReader,
  ) {}

  async execute({ operatorId, userId, role, granted, reason, context }: SetAccountRoleCommand): Promise<ConsoleAccountRow> {
    if (userId === operatorId && role === 'operator' && !granted) {
      throw new DomainError('You cannot remove your own operator role; another operator can.', 'invalid');
    }
    await this.commands.run(
      accountStream(userId),
      accountDecider,
      granted ? { kind: 'grant-role', userId, role, reason } : { kind: 'revoke-role', userId, role, reason },
      operatorContext(context, operatorId),
    );
    return toConsoleAccountRow(await this.accounts.require(userId));
  }
}
