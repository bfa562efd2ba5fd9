/**
 * One stream per task. `reminder.claimed` is appended with the expected revision before anything
 * is sent, so a due date is reminded at most once even if two instances reach it together.
 */
export type ReminderClaimed = { type: 'reminder.claimed'; data: { taskId: string; userId: string; dueDate: string; claimedAt: string } };
export type ReminderSent = {
  type: 'reminder.sent';
  data: { taskId: string; userId: string; dueDate: string; provider: 'twilio' | 'local'; messageId: string };
};
export type ReminderFailed = { type: 'reminder.failed'; data: { taskId: string; userId: string; dueDate: string; reason: string } };

export type ReminderEvent = ReminderClaimed | ReminderSent | ReminderFailed;
export const reminderStream = (taskId: string): string => `reminders-${taskId}`;
