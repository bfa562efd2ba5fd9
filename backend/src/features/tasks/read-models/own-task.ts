import { DomainError } from '../../../platform/commands/domain-error';
import type { ReadCollection } from '../../../platform/read-store/read-store.port';
import { type Task, type TaskView, toTask } from './task-view';

/** The caller's task as the API shows it. Someone else's task is answered exactly like a missing one. */
export async function ownTask(tasks: ReadCollection<TaskView>, userId: string, taskId: string): Promise<Task> {
  const view = await tasks.get(taskId);
  if (!view || view.userId !== userId) throw new DomainError('Task not found.', 'not_found');
  return toTask(view);
}
