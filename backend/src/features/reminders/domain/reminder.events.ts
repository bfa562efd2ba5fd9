/**
 * One stream per task. `reminder.claimed` is appended with the expected revision before anything
 * is sent, so a due date is reminded at most once even if two instances reach it together.
 */
export type ReminderClaimed = { type: 'reminder.claimed'; data: { taskId: string; userId: string; dueDate: string; claimedAt: string } };
export type ReminderSent = {
  type: 'reminder.sent';
  data: { taskId: string; userId: string; dueDate: string; provider: 'twilio' | 'local'; messageId: string };
};
/**
 * `retry`: Twilio could not be reached or answered 5xx, and the due date may be claimed again at
 * the next run (at most REMINDER_SEND_TRIES in all); absent or false, the due date stays claimed.
 */
export type ReminderFailed = {
  type: 'reminder.failed';
  data: { taskId: string; userId: string; dueDate: string; reason: string; retry?: boolean };
};

export type ReminderEvent = ReminderClaimed | ReminderSent | ReminderFailed;
export const reminderStream = (taskId: string): string => `reminders-${taskId}`;
