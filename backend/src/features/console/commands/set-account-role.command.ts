import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { DomainError } from '../../../platform/commands/domain-error';
import { AccountsService, type Role } from '../../accounts';
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
  constructor(private readonly accounts: AccountsService) {}

  async execute({ operatorId, userId, role, granted, reason, context }: SetAccountRoleCommand): Promise<ConsoleAccountRow> {
    if (userId === operatorId && role === 'operator' && !granted) {
      throw new DomainError('You cannot remove your own operator role; another operator can.', 'invalid');
    }
    return toConsoleAccountRow(await this.accounts.setRole(userId, role, granted, reason, operatorContext(context, operatorId)));
  }
}
