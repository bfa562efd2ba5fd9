import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { taskDecider } from '../domain/task.decider';
import { taskStream } from '../domain/task.events';
import { TaskSlotsLedger } from './task-slots-ledger';

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
  constructor(
    private readonly commands: CommandRunner,
    private readonly slots: TaskSlotsLedger,
  ) {}

  async execute({ userId, taskId, context }: RemoveTaskCommand): Promise<void> {
    const removed = await this.commands.run(taskStream(taskId), taskDecider, { kind: 'remove', userId }, context);
    // The task is gone: its slot in the account's ledger is free again, and its open place if it was open.
    if (removed.events.length > 0) await this.slots.free(userId, taskId, !removed.state.completed, context);
  }
}
