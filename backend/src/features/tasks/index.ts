/** What other features may use of tasks: open tasks, read through the tasks feature's own reader. */
export { OpenTasksReader } from './read-models/open-tasks.reader';
export type { TaskView } from './read-models/task-view';
export { TasksModule } from './tasks.module';
export { checkedTimeZone } from './domain/due-date';
export { CreateTaskCommand, type NewTaskInput } from './commands/create-task.command';
export { UpdateTaskCommand, type TaskChangesInput } from './commands/update-task.command';
export { RemoveTaskCommand } from './commands/remove-task.command';
export { TASK_EVENT_TYPES, type TaskEvent } from './domain/task.events';
export { isValidTimeZone, wallTimeToUtc, zoneOffsetMs } from './domain/zoned-time';
