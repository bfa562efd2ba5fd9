import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { TASKS, type TaskView } from './task-view';

/**
 * What other features (the reminder and nudge jobs) may ask of the `tasks` read model, typed by the
 * tasks feature's own document. `due_date` is a UTC ISO instant, so string comparison orders it.
 */
@Injectable()
export class OpenTasksReader {
  private readonly tasks: ReadCollection<TaskView>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.tasks = reads.collection<TaskView>(TASKS);
  }

  /** Open tasks that fell due in (from, to]. */
  dueBetween(from: Date, to: Date): Promise<TaskView[]> {
    return this.tasks.find(
      { completed: false, due_date: { $gt: from.toISOString(), $lte: to.toISOString() } },
      { sort: { due_date: 1 }, limit: 5000 },
    );
  }

  /** Every open task of one person (the assistant lists, matches and orders them). */
  openOf(userId: string): Promise<TaskView[]> {
    return this.tasks.find({ userId, completed: false }, { limit: 5000 });
  }

  /** One task of one person, open or not; null when it is not theirs or no longer exists. */
  async ownTask(userId: string, taskId: string): Promise<TaskView | null> {
    const task = await this.tasks.get(taskId);
    return task?.userId === userId ? task : null;
  }

  /** The open occurrence a repeating task's completion brought, if it is still there. */
  async nextOccurrenceOf(userId: string, taskId: string): Promise<TaskView | null> {
    const [next] = await this.tasks.find({ userId, repeat_of: taskId, completed: false }, { sort: { created_at: -1 }, limit: 1 });
    return next ?? null;
  }

  countImportantOpen(userId: string): Promise<number> {
    return this.tasks.count({ userId, completed: false, important: true });
  }

  /** The zone of the person's most recently changed task that has one, or null. */
  async lastTimeZone(userId: string): Promise<string | null> {
    const [latest] = await this.tasks.find({ userId, timezone: { $type: 'string' } }, { sort: { updated_at: -1 }, limit: 1 });
    return latest?.timezone ?? null;
  }
}
