import { DomainError } from '../../../platform/commands/domain-error';
import { MAX_RANGE_DAYS } from './analytics-limits';

const DAY_MS = 86_400_000;

const UTC_ISO = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

/** The UTC calendar day (YYYY-MM-DD) an ISO timestamp falls on: the bucket of the daily summary. */
export function dayOf(isoTimestamp: string): string {
  // Event metadata is written in UTC already; only other offsets need a date parse.
  return UTC_ISO.test(isoTimestamp) ? isoTimestamp.slice(0, 10) : new Date(isoTimestamp).toISOString().slice(0, 10);
}

export interface DayRange {
  startDay: string;
  endDay: string;
}

/**
 * Checks a report range and turns it into UTC days. The summary is kept per day, so a range covers
 * every day it touches: "the last 7 days" from 14:00 counts that whole first day.
 */
export function toDayRange(startDate: string, endDate: string): DayRange {
  const start = new Date(startDate);
  const end = new Date(endDate);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    throw new DomainError('start_date and end_date must be dates.', 'invalid');
  if (end.getTime() < start.getTime()) throw new DomainError('end_date must not be before start_date.', 'invalid');
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS)
    throw new DomainError(`The range can cover at most ${MAX_RANGE_DAYS} days.`, 'invalid');
  return { startDay: start.toISOString().slice(0, 10), endDay: end.toISOString().slice(0, 10) };
}

/** Every day from start to end inclusive, so a chart shows quiet days as zero instead of skipping them. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${range.startDay}T00:00:00Z`); t <= Date.parse(`${range.endDay}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The UTC week an ISO timestamp falls in, named by its Monday (YYYY-MM-DD): the bucket of the
 * weekly cohorts. Weeks run Monday 00:00 to Sunday 24:00 UTC whatever the reader's own zone.
 */
export function weekOf(isoTimestamp: string): string {
  const day = dayOf(isoTimestamp);
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // getUTCDay: Sunday is 0, so Monday-based weeks step back 6 days from a Sunday.
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Every week (by its Monday) that a day range touches, oldest first. */
export function weeksOf(range: DayRange): string[] {
  const weeks: string[] = [];
  const last = weekOf(`${range.endDay}T00:00:00Z`);
  for (let t = Date.parse(`${weekOf(`${range.startDay}T00:00:00Z`)}T00:00:00Z`); ; t += 7 * DAY_MS) {
    const week = new Date(t).toISOString().slice(0, 10);
    weeks.push(week);
    if (week >= last) break;
  }
  return weeks;
}
