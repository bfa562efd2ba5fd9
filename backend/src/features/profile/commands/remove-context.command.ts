import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { profileDecider } from '../domain/profile.decider';
import { profileStream } from '../domain/profile.events';

/** Takes a piece of context out of what daily keeps in mind, or (restore) brings it back: the toast's Undo. */
export class RemoveContextCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly contextId: string,
    readonly restore: boolean,
    readonly commandContext: CommandContext,
  ) {
    super();
  }
}

/** Both directions are idempotent: removing a removed piece, or restoring a kept one, records nothing. */
@CommandHandler(RemoveContextCommand)
export class RemoveContextHandler implements ICommandHandler<RemoveContextCommand> {
  constructor(private readonly commands: CommandRunner) {}

  async execute({ userId, contextId, restore, commandContext }: RemoveContextCommand): Promise<void> {
    const kind = restore ? 'restore-context' : 'remove-context';
    await this.commands.run(profileStream(userId), profileDecider, { kind, userId, contextId }, commandContext);
  }
}
