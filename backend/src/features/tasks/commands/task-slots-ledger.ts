import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { type TaskSlotsState, taskSlotsDecider } from '../domain/task-slots.decider';
import { taskSlotsStream } from '../domain/task-slots.events';
import { TASKS, type TaskView } from '../read-models/task-view';

/**
 * The account's task ledger as the task commands use it: every decision is appended with the
 * expected revision, so the caps on tasks kept and open tasks hold under parallel requests. A
 * ledger that has not yet counted reads the counts from the read model once, in that decision.
 */
@Injectable()
export class TaskSlotsLedger {
  private readonly tasks: ReadCollection<TaskView>;

  constructor(
    private readonly commands: CommandRunner,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.tasks = reads.collection<TaskView>(TASKS);
  }

  /** A slot for a new task; refused (409) past either cap. */
  async take(userId: string, taskId: string, open: boolean, context: CommandContext): Promise<void> {
    await this.commands.runPrepared(
      taskSlotsStream(userId),
      taskSlotsDecider,
      async (state) => ({ kind: 'take' as const, userId, taskId, open, ...(await this.counts(userId, state)) }),
      context,
    );
  }

  /** An open place for a done task opened again; refused (409) past the open-task cap. */
  async reopen(userId: string, taskId: string, context: CommandContext): Promise<void> {
    await this.commands.runPrepared(
      taskSlotsStream(userId),
      taskSlotsDecider,
      async (state) => ({ kind: 'reopen' as const, userId, taskId, ...(await this.counts(userId, state)) }),
      context,
    );
  }

  async close(userId: string, taskId: string, context: CommandContext): Promise<void> {
    await this.commands.run(taskSlotsStream(userId), taskSlotsDecider, { kind: 'close', userId, taskId }, context);
  }

  async free(userId: string, taskId: string, open: boolean, context: CommandContext): Promise<void> {
    await this.commands.run(taskSlotsStream(userId), taskSlotsDecider, { kind: 'free', userId, taskId, open }, context);
  }

  private async counts(userId: string, state: TaskSlotsState): Promise<{ existing: number; existingOpen: number }> {
    return {
      existing: state.held === null ? await this.tasks.count({ userId }) : 0,
      existingOpen: state.open === null ? await this.tasks.count({ userId, completed: false }) : 0,
    };
  }
}
