import { defineFeature } from '../../platform/features/feature-declaration';
import type { TaskEvent } from './domain/task.events';
import { TASK_LIST_VERSIONS } from './read-models/task-list-version-view';
import { TASKS } from './read-models/task-view';

export const tasksFeature = defineFeature<TaskEvent>({
  name: 'tasks',
  events: {
    'task.created': { concernsUser: true },
    'task.edited': { concernsUser: true },
    'task.due_date_set': { concernsUser: true },
    'task.due_date_changed': { concernsUser: true },
    'task.due_date_cleared': { concernsUser: true },
    'task.completed': { concernsUser: true },
    'task.reopened': { concernsUser: true },
    'task.marked_important': { concernsUser: true },
    'task.unmarked_important': { concernsUser: true },
    'task.recurring_set': { concernsUser: true },
    'task.update_noted': { concernsUser: true },
  },
  personalReadModels: [
    { collection: TASKS, by: 'userId' },
    { collection: TASK_LIST_VERSIONS, by: '_id' },
  ],
  ownedIdFields: ['taskId'],
  proof: {
    async seed(owner) {
      const title = owner.text('task');
      const created = await owner.request<{ task: { id: string } }>('POST', '/dev/user/tasks/create', { userId: owner.userId, title });
      return { ids: { taskId: created.task.id }, secrets: { title } };
    },
  },
});
