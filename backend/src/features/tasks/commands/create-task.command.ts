import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandContext, newEntityId } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { checkedTimeZone, parseDueDate } from '../domain/due-date';
import { normaliseTaskNotes, type TaskUpdatesInput } from '../domain/task-notes';
import { taskDecider } from '../domain/task.decider';
import { taskStream } from '../domain/task.events';
import { ownTask } from '../read-models/own-task';
import { type Task, TASKS, type TaskView } from '../read-models/task-view';
import { TaskTextSealer } from './task-text-sealer';

/** The body of `POST /dev/user/tasks/create` without the user id, as the client sent it. */
export interface NewTaskInput {
  title: string;
  description?: string | null;
  due_date?: string | null;
  timezone?: string | null;
  important?: boolean;
  completed?: boolean;
  recurring?: boolean;
  updates?: TaskUpdatesInput;
}

export class CreateTaskCommand extends Command<Task> {
  constructor(
    readonly userId: string,
    readonly input: NewTaskInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateTaskCommand)
export class CreateTaskHandler implements ICommandHandler<CreateTaskCommand> {
  private readonly tasks: ReadCollection<TaskView>;

  constructor(
    private readonly commands: CommandRunner,
    private readonly sealer: TaskTextSealer,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.tasks = reads.collection<TaskView>(TASKS);
  }

  async execute({ userId, input, context }: CreateTaskCommand): Promise<Task> {
    // Derived from the Idempotency-Key when there is one: a repeat addresses the same task.
    const taskId = newEntityId(context, 'task');
    // A zone sent without a due date is still checked: a wrong one is a client bug worth hearing about.
    if (input.timezone) checkedTimeZone(input.timezone);
    const dueDate = parseDueDate(input.due_date, input.timezone ?? undefined) ?? null;
    const notes = normaliseTaskNotes(input.updates);
    const text = await this.sealer.sealNew(userId, { title: input.title, description: input.description ?? '', notes });
    await this.commands.run(
      taskStream(taskId),
      taskDecider,
      {
        kind: 'create',
        taskId,
        userId,
        ...text,
        dueDate,
        important: input.important ?? false,
        completed: input.completed ?? false,
        recurring: input.recurring ?? false,
        ...(input.timezone ? { timeZone: input.timezone } : {}),
      },
      context,
    );
    // The runner returned once the read models show the change, so the caller reads their own write.
    return ownTask(this.tasks, userId, taskId);
  }
}
