import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../platform/commands/command-context';
import { CommandRunner } from '../../platform/commands/command-runner';
import { DomainError } from '../../platform/commands/domain-error';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../platform/read-store/read-store.port';
import { type TaskCommand, taskDecider } from './domain/task.decider';
import { taskStream } from './domain/task.events';
import { type Task, TASKS, type TaskView, toTask } from './read-models/task-view';

/** The task write path and single-task reads. */
@Injectable()
export class TasksService {
  private readonly tasks: ReadCollection<TaskView>;

  constructor(
    private readonly commands: CommandRunner,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.tasks = reads.collection<TaskView>(TASKS);
  }

  /** Returns once the read models show the change, so the caller reads their own write. */
  async decide(taskId: string, command: TaskCommand, context: CommandContext): Promise<void> {
    await this.commands.run(taskStream(taskId), taskDecider, command, context);
  }

  /** Someone else's task is answered exactly like a missing one. */
  async getOwn(userId: string, taskId: string): Promise<Task> {
    const view = await this.tasks.get(taskId);
    if (!view || view.userId !== userId) throw new DomainError('Task not found.', 404);
    return toTask(view);
  }
}
