import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { ProfileService } from '../profile.service';

export class ConfirmPhoneChangeCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly phone: string,
    readonly code: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ConfirmPhoneChangeCommand)
export class ConfirmPhoneChangeHandler implements ICommandHandler<ConfirmPhoneChangeCommand> {
  constructor(private readonly profiles: ProfileService) {}

  execute({ userId, phone, code, context }: ConfirmPhoneChangeCommand): Promise<void> {
    return this.profiles.confirmPhoneChange(userId, phone, code, context);
  }
}
