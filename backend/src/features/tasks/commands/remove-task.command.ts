import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { taskDecider } from '../domain/task.decider';
import { taskStream } from '../domain/task.events';
import { taskSlotsDecider } from '../domain/task-slots.decider';
import { taskSlotsStream } from '../domain/task-slots.events';

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
    const removed = await this.commands.run(taskStream(taskId), taskDecider, { kind: 'remove', userId }, context);
    // The task is gone: its slot in the account's ledger is free again.
    if (removed.events.length > 0)
      await this.commands.run(taskSlotsStream(userId), taskSlotsDecider, { kind: 'free', userId, taskId }, context);
  }
}
