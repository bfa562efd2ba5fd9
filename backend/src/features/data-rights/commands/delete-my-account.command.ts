import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { AccountDeletionService } from '../deletion/account-deletion.service';

export class DeleteMyAccountCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DeleteMyAccountCommand)
export class DeleteMyAccountHandler implements ICommandHandler<DeleteMyAccountCommand> {
  constructor(private readonly deletion: AccountDeletionService) {}

  execute({ userId, context }: DeleteMyAccountCommand): Promise<void> {
    return this.deletion.delete(userId, context);
  }
}
