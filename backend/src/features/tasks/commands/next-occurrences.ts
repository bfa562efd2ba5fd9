import { Injectable } from '@nestjs/common';
import { type CommandContext, derivedUuid } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { nextDue, WEEKLY } from '../domain/recurrence';
import { type TaskState, taskDecider } from '../domain/task.decider';
import { taskStream } from '../domain/task.events';
import { TaskSlotsLedger } from './task-slots-ledger';

/**
 * A repeating task that is completed brings its next occurrence as a new open task, so the done one
 * stays done in the history and UNDO can take the new one away. The occurrence copies the sealed
 * title and description as they are (nothing is opened), and its id is derived from the completion,
 * so a retried completion brings one occurrence, not two.
 */
@Injectable()
export class NextOccurrences {
  constructor(
    private readonly commands: CommandRunner,
    private readonly slots: TaskSlotsLedger,
  ) {}

  async next(done: TaskState, completedAt: number, context: CommandContext): Promise<void> {
    if (!done.recurring || done.removed || !done.taskId || !done.userId) return;
    const zone = done.timeZone ?? 'UTC';
    const repeat = done.repeat ?? WEEKLY;
    // A task without a due date repeats from the day it was done.
    const from = done.dueDate ?? new Date().toISOString();
    let due = nextDue(from, repeat, zone);
    // An occurrence done late does not bring one already past: the next still ahead.
    for (let guard = 0; Date.parse(due) <= Date.now() && guard < 400; guard += 1) due = nextDue(due, repeat, zone);
    const taskId = derivedUuid('task-occurrence', `${done.taskId}:${completedAt}`);
    // The occurrence is a task kept like any other. Completing freed an open place, so only the cap
    // on tasks kept can refuse it; then the completion stands and no occurrence follows.
    const taken = await this.slots.take(done.userId, taskId, true, context).then(
      () => true,
      (error: unknown) => {
        if (error instanceof DomainError && error.kind === 'conflict') return false;
        throw error;
      },
    );
    if (!taken) return;
    await this.commands.run(
      taskStream(taskId),
      taskDecider,
      {
        kind: 'create',
        taskId,
        userId: done.userId,
        title: done.title,
        description: done.description,
        dueDate: due,
        important: done.important,
        completed: false,
        recurring: true,
        repeat: done.repeat,
        repeatOf: done.taskId,
        ...(done.timeZone ? { timeZone: done.timeZone } : {}),
        notes: [],
      },
      context,
    );
  }
}
