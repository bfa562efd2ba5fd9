import { format, isValid, parse, parseISO } from 'date-fns';

import { parseClock } from '@/lib/parse-clock';

import { DEFAULT_DUE_TIME } from './due-date-defaults';

export { DEFAULT_DUE_TIME };

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(date: string): boolean {
  return DATE_PATTERN.test(date) && isValid(parse(date, 'yyyy-MM-dd', new Date()));
}

/**
 * The due datetime the server reads in the person's time zone: `YYYY-MM-DDTHH:mm`, with an empty
 * or unreadable time taken as 12:00. No date (or an impossible one) means no due date.
 */
export function buildDueDate(date: string, time?: string | null): string | null {
  const day = date.trim();
  if (!isRealDate(day)) return null;
  return `${day}T${parseClock(time ?? '') ?? DEFAULT_DUE_TIME}`;
}

/** The browser's IANA time zone, so "09:30" means the 09:30 the person has in mind. */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The due-date part of a request body: the time zone travels only with a due date (spec section 7). */
export function dueDateFields(
  date: string,
  time: string | null | undefined,
  timeZone: string = localTimeZone(),
): { due_date: string; timezone: string } | { due_date: null } {
  const dueDate = buildDueDate(date, time);
  return dueDate === null ? { due_date: null } : { due_date: dueDate, timezone: timeZone };
}

/** A stored due instant as the local date and time fields of an editor; empty when there is none. */
export function toDateAndTime(dueDate: string | null): { date: string; time: string } {
  if (dueDate === null) return { date: '', time: DEFAULT_DUE_TIME };
  const when = parseISO(dueDate);
  if (!isValid(when)) return { date: '', time: DEFAULT_DUE_TIME };
  return { date: format(when, 'yyyy-MM-dd'), time: format(when, 'HH:mm') };
}

/** A date and time the editor holds that is already behind the person's clock: the task would be overdue at once. */
export function isPastDue(date: string, time: string | null | undefined, now: Date = new Date()): boolean {
  const due = buildDueDate(date, time);
  if (due === null) return false;
  const when = parse(due, "yyyy-MM-dd'T'HH:mm", now);
  return isValid(when) && when.getTime() < now.getTime();
}
