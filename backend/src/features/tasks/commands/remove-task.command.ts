import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { taskDecider } from '../domain/task.decider';
import { taskStream } from '../domain/task.events';

export class RemoveTaskCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly taskId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Takes a task back as if it had never been added (the assistant's UNDO of an added task). */
@CommandHandler(RemoveTaskCommand)
export class RemoveTaskHandler implements ICommandHandler<RemoveTaskCommand> {
  constructor(private readonly commands: CommandRunner) {}

  async execute({ userId, taskId, context }: RemoveTaskCommand): Promise<void> {
    await this.commands.run(taskStream(taskId), taskDecider, { kind: 'remove', userId }, context);
  }
}
