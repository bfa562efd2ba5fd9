import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { checkedTimeZone, parseDueDate } from '../domain/due-date';
import type { Task } from '../read-models/task-view';
import { TasksService } from '../tasks.service';
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
  constructor(
    private readonly tasks: TasksService,
    private readonly sealer: TaskTextSealer,
  ) {}

  async execute({ userId, taskId, input, context }: UpdateTaskCommand): Promise<Task> {
    if (input.timezone) checkedTimeZone(input.timezone);
    const dueDate = parseDueDate(input.due_date, input.timezone ?? undefined);
    const text = await this.sealer.sealChanges(userId, taskId, {
      title: input.title,
      description: input.description === null ? '' : input.description,
    });
    await this.tasks.decide(
      taskId,
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
    return this.tasks.getOwn(userId, taskId);
  }
}
