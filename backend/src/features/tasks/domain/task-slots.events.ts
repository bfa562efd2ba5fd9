/**
 * The account's task ledger: how many tasks it keeps (open or done) and how many of them are open,
 * decided in one stream per account with the expected revision, so parallel creates and reopens
 * cannot all see the same free room.
 */
export type TaskSlotsCounted = {
  type: 'task_slots.counted';
  /** The tasks the account already had when its ledger began (read once from the tasks read model). */
  data: { userId: string; held: number };
};
export type TaskSlotsOpenCounted = {
  type: 'task_slots.open_counted';
  /** The open tasks the account had when the ledger began counting them (read once from the read model). */
  data: { userId: string; open: number };
};
/** `open`: the new task is open (absent on slots taken before open tasks were counted). */
export type TaskSlotTaken = { type: 'task_slots.taken'; data: { userId: string; taskId: string; open?: boolean } };
/** `open`: the task given back was open (absent on slots freed before open tasks were counted). */
export type TaskSlotFreed = { type: 'task_slots.freed'; data: { userId: string; taskId: string; open?: boolean } };
export type TaskSlotClosed = { type: 'task_slots.closed'; data: { userId: string; taskId: string } };
export type TaskSlotReopened = { type: 'task_slots.reopened'; data: { userId: string; taskId: string } };

export type TaskSlotEvent = TaskSlotsCounted | TaskSlotsOpenCounted | TaskSlotTaken | TaskSlotFreed | TaskSlotClosed | TaskSlotReopened;

export const taskSlotsStream = (userId: string): string => `task-slots-${userId}`;
