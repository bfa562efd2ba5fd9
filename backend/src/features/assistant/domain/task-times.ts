import { wallTimeToUtc } from '../../tasks';
import { localDay, localTime } from './reply-dates';

/** A day without a time means 12:00 in the person's zone, as in the web app. */
const NOON = '12:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC instant of a local date (YYYY-MM-DD) and clock time (HH:MM) in the zone. */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(wallTimeToUtc({ year, month, day, hour, minute, second: 0 }, timeZone)).toISOString();
}

/** The local date a number of days after another (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A correction of a task's time, on the person's clock: a time alone keeps the task's date ("make
 * it 2:30"), a date alone keeps its time ("actually thursday"). A task without a due date takes
 * today for a time alone (tomorrow once that time has passed) and noon for a date alone.
 */
export function rescheduledDue(current: string | null, date: string | null, time: string | null, now: Date, timeZone: string): string {
  const currentAt = current ? new Date(current) : null;
  const clock = time ?? (currentAt ? localTime(currentAt, timeZone) : NOON);
  if (date) return zonedInstant(date, clock, timeZone);
  if (currentAt) return zonedInstant(localDay(currentAt, timeZone), clock, timeZone);
  const today = zonedInstant(localDay(now, timeZone), clock, timeZone);
  return Date.parse(today) > now.getTime() ? today : zonedInstant(addDays(localDay(now, timeZone), 1), clock, timeZone);
}

export type SnoozeDecision = { to: string } | { earlier: string };

/**
 * A snooze never moves a task earlier: minutes count from the later of now and the current due
 * time; an `until` before the current due time is not applied (the reply asks instead).
 */
export function snoozedDue(current: string | null, until: string | null, minutes: number | null, now: Date): SnoozeDecision {
  const due = current ? Date.parse(current) : null;
  if (until !== null) {
    if (due !== null && Date.parse(until) < due) return { earlier: until };
    return { to: new Date(Date.parse(until)).toISOString() };
  }
  const from = Math.max(now.getTime(), due ?? now.getTime());
  return { to: new Date(from + (minutes ?? 60) * 60_000).toISOString() };
}

/** MOVE REST: the same clock time on the person's next day (a task without one, at noon). */
export function tomorrowAtSameTime(current: string | null, now: Date, timeZone: string): string {
  const clock = current ? localTime(new Date(current), timeZone) : NOON;
  return zonedInstant(addDays(localDay(now, timeZone), 1), clock, timeZone);
}
