import { derivedUuid } from '../../../platform/commands/command-context';

/** The morning plan turned on or off, or its time changed ("HH:MM" on the person's clock). */
export type MorningPlanSet = {
  type: 'check_ins.morning_plan_set';
  data: { userId: string; enabled: boolean; time: string };
};

/**
 * The day's plan was sent (the day is the person's own, YYYY-MM-DD). Appended with the expected
 * revision before the message goes, so one plan a day reaches them whichever instance runs.
 */
export type MorningPlanSent = {
  type: 'check_ins.morning_plan_sent';
  data: { userId: string; day: string; tasks: number; freeSlot: boolean };
};

/** The one follow-up to a reminder nobody answered ("Did you get to X?"), claimed before it is sent. */
export type FollowUpSent = {
  type: 'check_ins.follow_up_sent';
  data: { userId: string; taskId: string; dueDate: string };
};

export type MorningPlanEvent = MorningPlanSet | MorningPlanSent;
export type CheckInEvent = MorningPlanEvent | FollowUpSent;

/** One stream per person: the setting and the days a plan went out. */
export const morningPlanStream = (userId: string): string => `check-ins.plan-${userId}`;
/** One stream per reminder (a task's due date): a follow-up is sent at most once for it. */
export const followUpStream = (taskId: string, dueDate: string): string => `check-ins.follow-up-${derivedUuid(taskId, dueDate)}`;
