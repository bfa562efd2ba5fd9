import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandContext, newEntityId } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { checkedTimeZone, parseDueDate } from '../domain/due-date';
import { type TaskRepeat, WEEKLY } from '../domain/recurrence';
import { normaliseTaskNotes, type TaskUpdatesInput } from '../domain/task-notes';
import { checkedDescription, checkedTitle } from '../domain/task-rules';
import { taskDecider } from '../domain/task.decider';
import { taskStream } from '../domain/task.events';
import { type Task, TASKS, type TaskView, toTask } from '../read-models/task-view';
import { TaskSlotsLedger } from './task-slots-ledger';
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
  /** A rule makes the task recurring. */
  repeat?: TaskRepeat | null;
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
    private readonly slots: TaskSlotsLedger,
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
    // Checked before a slot is taken, so a refused create holds none.
    checkedTitle(input.title);
    checkedDescription(input.description ?? '');
    const text = await this.sealer.sealNew(userId, { title: input.title, description: input.description ?? '', notes });
    const open = !input.completed;
    await this.slots.take(userId, taskId, open, context);
    const created = {
      dueDate,
      important: input.important ?? false,
      completed: input.completed ?? false,
      recurring: Boolean(input.repeat) || (input.recurring ?? false),
      repeat: input.repeat ?? null,
    };
    try {
      await this.commands.run(
        taskStream(taskId),
        taskDecider,
        {
          kind: 'create',
          taskId,
          userId,
          ...text,
          ...created,
          ...(input.timezone ? { timeZone: input.timezone } : {}),
        },
        context,
      );
    } catch (error) {
      // The task was not stored: its slot goes back (a failure here too leaves one slot held, never a task over the cap).
      await this.slots.free(userId, taskId, open, context).catch(() => undefined);
      throw error;
    }
    // The runner returned once the read models show the change, so the caller reads their own write.
    const view = await this.tasks.get(taskId);
    if (view?.userId === userId) return toTask(view);
    // The tasks read model is not moving (its projector is down in cluster mode): the task is stored
    // all the same, so it is answered as created, and the list shows it once the projector is back.
    return {
      id: taskId,
      type: 'task',
      title: checkedTitle(input.title),
      description: checkedDescription(input.description ?? ''),
      due_date: created.dueDate,
      important: created.important,
      completed: created.completed,
      recurring: created.recurring,
      ...(created.recurring ? { repeat: created.repeat ?? WEEKLY } : {}),
      created_at: new Date().toISOString(),
      updates: notes,
    };
  }
}
