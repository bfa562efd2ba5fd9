export const REMINDER_RULES = {
  job: 'due-reminders',
  intervalMs: 60 * 1000,
  /** Longer than a run can take, so a live holder keeps the job; a dead one loses it within minutes. */
  leaseMs: 3 * 60 * 1000,
  /** A task that fell due while no instance ran is still reminded within this window, not days later. */
  catchUpMs: 2 * 60 * 60 * 1000,
  maxTitleInMessage: 120,
} as const;

/** Ends with the two answers the assistant understands as a reply to this reminder. */
export function reminderText(title: string): string {
  const short = title.length > REMINDER_RULES.maxTitleInMessage ? `${title.slice(0, REMINDER_RULES.maxTitleInMessage - 1)}…` : title;
  return `daily reminder: "${short}" is due now. Reply DONE or SNOOZE 1H`;
}
