import type { Task } from '../read-models/task-view';

/** One user's sorted list at one version, with its JSON made once for every request that sends it. */
export interface TaskListSnapshot {
  version: number;
  tasks: readonly Task[];
  json: string;
}

function freeze(tasks: Task[]): readonly Task[] {
  for (const task of tasks) {
    for (const note of task.updates) Object.freeze(note);
    Object.freeze(task.updates);
    Object.freeze(task);
  }
  return Object.freeze(tasks);
}

/**
 * Sorted task lists of recently active users, each tagged with the list version it was built at.
 * A snapshot is shared by every request until the version moves, so its tasks are frozen. Bounded
 * by the number of tasks held; the least recently read lists go first.
 */
export class TaskListCache {
  private readonly snapshots = new Map<string, TaskListSnapshot>();
  private held = 0;

  constructor(private readonly maxTasks = 100_000) {}

  get(userId: string, version: number): TaskListSnapshot | null {
    const snapshot = this.snapshots.get(userId);
    if (!snapshot || snapshot.version !== version) return null;
    // Re-inserting moves the user to the young end of the Map's order.
    this.snapshots.delete(userId);
    this.snapshots.set(userId, snapshot);
    return snapshot;
  }

  put(userId: string, version: number, tasks: Task[]): TaskListSnapshot {
    this.forget(userId);
    const snapshot: TaskListSnapshot = { version, tasks: freeze(tasks), json: JSON.stringify(tasks) };
    this.snapshots.set(userId, snapshot);
    this.held += tasks.length;
    for (const [oldest] of this.snapshots) {
      if (this.held <= this.maxTasks || oldest === userId) break;
      this.forget(oldest);
    }
    return snapshot;
  }

  private forget(userId: string): void {
    const snapshot = this.snapshots.get(userId);
    if (!snapshot) return;
    this.held -= snapshot.tasks.length;
    this.snapshots.delete(userId);
  }

  get size(): number {
    return this.snapshots.size;
  }
}
