import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { checkedTimeZone, parseDueDate } from '../domain/due-date';
import { taskDecider } from '../domain/task.decider';
import { taskStream } from '../domain/task.events';
import { ownTask } from '../read-models/own-task';
import { type Task, TASKS, type TaskView } from '../read-models/task-view';
import { TaskTextSealer } from './task-text-sealer';

/** The changeable fields of `POST /dev/user/tasks/update`; absent ones stay as they are. */
export interface TaskChangesInput {
  title?: string;
  description?: string | null;
  due_date?: string | null;
  timezone?: string | null;
  completed?: boolean;
  important?: boolean;
  recurring?: boolean;
}

export class UpdateTaskCommand extends Command<Task> {
  constructor(
    readonly userId: string,
    readonly taskId: string,
    readonly input: TaskChangesInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UpdateTaskCommand)
export class UpdateTaskHandler implements ICommandHandler<UpdateTaskCommand> {
  private readonly tasks: ReadCollection<TaskView>;

  constructor(
    private readonly commands: CommandRunner,
    private readonly sealer: TaskTextSealer,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.tasks = reads.collection<TaskView>(TASKS);
  }

  async execute({ userId, taskId, input, context }: UpdateTaskCommand): Promise<Task> {
    if (input.timezone) checkedTimeZone(input.timezone);
    const dueDate = parseDueDate(input.due_date, input.timezone ?? undefined);
    const text = await this.sealer.sealChanges(userId, taskId, {
      title: input.title,
      description: input.description === null ? '' : input.description,
    });
    await this.commands.run(
      taskStream(taskId),
      taskDecider,
      {
        kind: 'change',
        userId,
        ...text,
        dueDate,
        completed: input.completed,
        important: input.important,
        recurring: input.recurring,
        ...(input.timezone ? { timeZone: input.timezone } : {}),
      },
      context,
    );
    // The runner returned once the read models show the change, so the caller reads their own write.
    return ownTask(this.tasks, userId, taskId);
  }
}
