import { DomainError } from '../../../platform/commands/domain-error';

/** The default: half past eight on the person's clock. */
export const DEFAULT_PLAN_TIME = '08:30';
/** A plan later than this after its time (the server was down) is no morning plan any more. */
export const PLAN_WINDOW_MINUTES = 3 * 60;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of "HH:MM". */
export function minutesOf(time: string): number {
  const match = CLOCK.exec(time);
  if (!match) throw new DomainError('time must be a clock time such as 08:30.', 'invalid');
  return Number(match[1]) * 60 + Number(match[2]);
}

export function checkedPlanTime(time: string): string {
  minutesOf(time);
  return time;
}

/** Whether a plan at `time` is due at `localMinutes` (minutes since the person's midnight). */
export function planIsDue(time: string, localMinutes: number): boolean {
  const at = minutesOf(time);
  return localMinutes >= at && localMinutes < at + PLAN_WINDOW_MINUTES;
}
