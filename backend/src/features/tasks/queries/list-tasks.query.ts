import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { pickFrom, READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { sortTasks } from '../domain/task-order';
import { TASK_LIST_VERSIONS, type TaskListVersionView } from '../read-models/task-list-version-view';
import { TASKS, type TaskView, toTask } from '../read-models/task-view';
import { TaskListCache, type TaskListSnapshot } from './task-list-cache';

export class ListTasksQuery extends Query<TaskListSnapshot> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * The dashboard reads the whole list on every visit and after every change, and a list is read far
 * more often than it changes. So the sorted list, and its JSON, are kept per user and checked
 * against the user's list version: one small read instead of copying, sorting and serialising
 * every task on every request. The version
 * is read before the tasks and the projection writes it after them, so a list is never filed
 * under a version newer than its contents.
 */
@QueryHandler(ListTasksQuery)
export class ListTasksHandler implements IQueryHandler<ListTasksQuery> {
  private readonly tasks: ReadCollection<TaskView>;
  private readonly versions: ReadCollection<TaskListVersionView>;
  private readonly cache = new TaskListCache();

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.tasks = reads.collection<TaskView>(TASKS);
    this.versions = reads.collection<TaskListVersionView>(TASK_LIST_VERSIONS);
  }

  async execute({ userId }: ListTasksQuery): Promise<TaskListSnapshot> {
    const version = (await pickFrom(this.versions, userId, (view) => view.version)) ?? 0;
    const cached = this.cache.get(userId, version);
    if (cached) return cached;
    const views = await this.tasks.find({ userId, type: 'task' });
    return this.cache.put(userId, version, sortTasks(views.map(toTask)));
  }
}
