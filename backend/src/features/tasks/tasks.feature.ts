import { defineFeature } from '../../platform/features/feature-declaration';
import { TASK_EVENT_TYPES } from './domain/task.events';
import type { TaskEvent } from './domain/task.events';
import type { TaskSlotEvent } from './domain/task-slots.events';
import { TASK_LIST_VERSIONS } from './read-models/task-list-version-view';
import { TASKS } from './read-models/task-view';
import { dayAndTime, PRIVATE, sentence } from '../../platform/features/sentence';

export const tasksFeature = defineFeature<TaskEvent | TaskSlotEvent>({
  name: 'tasks',
  events: {
    // Titles, descriptions and notes are the person's own words: a history line names none of them.
    'task.created': {
      concernsUser: true,
      summary: (d) =>
        sentence(
          'Task created',
          d.dueDate ? `due ${dayAndTime(d.dueDate, d.timeZone)}` : 'no due date',
          d.important && 'important',
          d.recurring && 'repeats',
          d.completed && 'already done',
        ),
    },
    'task.edited': {
      concernsUser: true,
      summary: (d) =>
        sentence(
          'Task edited',
          [d.title !== undefined && 'title', d.description !== undefined && 'description'].filter(Boolean).join(' and ') || null,
          PRIVATE,
        ),
    },
    'task.due_date_set': { concernsUser: true, summary: (d) => `Due date set · ${dayAndTime(d.dueDate, d.timeZone)}` },
    'task.due_date_changed': {
      concernsUser: true,
      summary: (d) => `Due date moved · ${dayAndTime(d.from, d.timeZone)} → ${dayAndTime(d.to, d.timeZone)}`,
    },
    'task.due_date_cleared': { concernsUser: true, summary: (d) => `Due date removed · was ${dayAndTime(d.was)}` },
    'task.completed': { concernsUser: true, summary: () => 'Task done' },
    'task.reopened': { concernsUser: true, summary: () => 'Task reopened' },
    'task.marked_important': { concernsUser: true, summary: () => 'Task marked important' },
    'task.unmarked_important': { concernsUser: true, summary: () => 'Task no longer important' },
    'task.recurring_set': { concernsUser: true, summary: (d) => (d.recurring ? 'Task set to repeat' : 'Task no longer repeats') },
    'task.update_noted': { concernsUser: true, summary: () => `Update noted on a task · ${PRIVATE}` },
    'task.removed': { concernsUser: true, summary: () => 'Task removed' },
    // The ledger's bookkeeping says nothing the task lines do not: kept out of the history.
    'task_slots.counted': { concernsUser: true, inHistory: () => false, summary: (d) => `Task ledger begun · ${d.held} tasks` },
    'task_slots.taken': { concernsUser: true, inHistory: () => false, summary: () => 'Task slot taken' },
    'task_slots.freed': { concernsUser: true, inHistory: () => false, summary: () => 'Task slot freed' },
    'task_slots.open_counted': { concernsUser: true, inHistory: () => false, summary: (d) => `Task ledger counts open tasks · ${d.open}` },
    'task_slots.closed': { concernsUser: true, inHistory: () => false, summary: () => 'Open task place freed' },
    'task_slots.reopened': { concernsUser: true, inHistory: () => false, summary: () => 'Open task place taken' },
  },
  // The task list and the dashboard's counts refresh as tasks change.
  live: { tasks: TASK_EVENT_TYPES },
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
