/**
 * The account's task ledger: how many tasks it keeps (open or done), decided in one stream per
 * account with the expected revision, so parallel creates cannot all see the same free room.
 */
export type TaskSlotsCounted = {
  type: 'task_slots.counted';
  /** The tasks the account already had when its ledger began (read once from the tasks read model). */
  data: { userId: string; held: number };
};
export type TaskSlotTaken = { type: 'task_slots.taken'; data: { userId: string; taskId: string } };
export type TaskSlotFreed = { type: 'task_slots.freed'; data: { userId: string; taskId: string } };

export type TaskSlotEvent = TaskSlotsCounted | TaskSlotTaken | TaskSlotFreed;

export const taskSlotsStream = (userId: string): string => `task-slots-${userId}`;
