import { Inject, Injectable } from '@nestjs/common';
import { type Doc, READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';

/**
 * The fields of the tasks feature's `tasks` read model these jobs rely on. Declared here rather
 * than imported so the scheduler depends on the document shape, not on the tasks code.
 * `due_date` is a UTC ISO instant (toISOString), so string comparison orders it correctly.
 */
export interface OpenTaskDoc extends Doc {
  userId: string;
  title: string;
  due_date: string | null;
  important: boolean;
  completed: boolean;
  /** IANA zone the task was entered in, when the tasks feature keeps it. */
  timezone?: string | null;
  updated_at?: string;
}

const TASKS = 'tasks';

@Injectable()
export class OpenTasksReader {
  private readonly tasks: ReadCollection<OpenTaskDoc>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.tasks = reads.collection<OpenTaskDoc>(TASKS);
  }

  /** Open tasks that fell due in (from, to]. */
  dueBetween(from: Date, to: Date): Promise<OpenTaskDoc[]> {
    return this.tasks.find(
      { completed: false, due_date: { $gt: from.toISOString(), $lte: to.toISOString() } },
      { sort: { due_date: 1 }, limit: 5000 },
    );
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
