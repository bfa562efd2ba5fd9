import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { ProfileService } from '../profile.service';

export class AddContextCommand extends Command<{ id: string; characters: number }> {
  constructor(
    readonly userId: string,
    readonly context: string,
    readonly commandContext: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(AddContextCommand)
export class AddContextHandler implements ICommandHandler<AddContextCommand> {
  constructor(private readonly profiles: ProfileService) {}

  execute({ userId, context, commandContext }: AddContextCommand): Promise<{ id: string; characters: number }> {
    return this.profiles.addContext(userId, context, commandContext);
  }
}
