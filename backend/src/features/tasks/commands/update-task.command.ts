import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { checkedTimeZone, parseDueDate } from '../domain/due-date';
import type { TaskRepeat } from '../domain/recurrence';
import { taskDecider } from '../domain/task.decider';
import { taskStream } from '../domain/task.events';
import { ownTask } from '../read-models/own-task';
import { type Task, TASKS, type TaskView } from '../read-models/task-view';
import { NextOccurrences } from './next-occurrences';
import { TaskSlotsLedger } from './task-slots-ledger';
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
  /** A rule makes the task recurring; null stops it. */
  repeat?: TaskRepeat | null;
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
    private readonly occurrences: NextOccurrences,
    private readonly slots: TaskSlotsLedger,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.tasks = reads.collection<TaskView>(TASKS);
  }

  async execute({ userId, taskId, input, context }: UpdateTaskCommand): Promise<Task> {
    // Checked before any place is taken, so a refused change leaves the ledger as it was.
    if (input.timezone) checkedTimeZone(input.timezone);
    const dueDate = parseDueDate(input.due_date, input.timezone ?? undefined);
    // Opening a done task again takes an open place first, so parallel reopens cannot pass the cap.
    const reopening = input.completed === false && (await this.completedOwnTask(userId, taskId));
    if (reopening) await this.slots.reopen(userId, taskId, context);
    const changed = await this.changeTask(userId, taskId, input, dueDate, context).catch(async (error: unknown) => {
      if (reopening) await this.slots.close(userId, taskId, context).catch(() => undefined);
      throw error;
    });
    // A parallel update reopened it first: the place taken here goes back.
    if (reopening && !changed.events.some((e) => e.type === 'task.reopened')) await this.slots.close(userId, taskId, context);
    if (changed.events.some((e) => e.type === 'task.completed')) {
      await this.slots.close(userId, taskId, context);
      await this.occurrences.next(changed.state, changed.position, context);
    }
    // The runner returned once the read models show the change, so the caller reads their own write.
    return ownTask(this.tasks, userId, taskId);
  }

  /** Another person's task answers 404 from the change itself, never a 409 that would show it exists. */
  private async completedOwnTask(userId: string, taskId: string): Promise<boolean> {
    const { state } = await this.commands.load(taskStream(taskId), taskDecider);
    return state.exists && !state.removed && state.userId === userId && state.completed;
  }

  private async changeTask(
    userId: string,
    taskId: string,
    input: TaskChangesInput,
    dueDate: ReturnType<typeof parseDueDate>,
    context: CommandContext,
  ) {
    const text = await this.sealer.sealChanges(userId, taskId, {
      title: input.title,
      description: input.description === null ? '' : input.description,
    });
    return this.commands.run(
      taskStream(taskId),
      taskDecider,
      {
        kind: 'change',
        userId,
        ...text,
        dueDate,
        completed: input.completed,
        important: input.important,
        recurring: input.repeat === null && input.recurring === undefined ? false : input.recurring,
        ...(input.repeat !== undefined ? { repeat: input.repeat } : {}),
        ...(input.timezone ? { timeZone: input.timezone } : {}),
      },
      context,
    );
  }
}
