/** What other features may use of tasks: open tasks, read through the tasks feature's own reader. */
export { OpenTasksReader } from './read-models/open-tasks.reader';
export type { TaskView } from './read-models/task-view';
export { TasksModule } from './tasks.module';
export { checkedTimeZone } from './domain/due-date';
export { isValidTimeZone, wallTimeToUtc, zoneOffsetMs } from './domain/zoned-time';
