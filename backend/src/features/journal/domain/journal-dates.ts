import { DomainError } from '../../../platform/commands/domain-error';

/** Spec section 9: the default fetch covers the previous 9 days through today. */
export const DEFAULT_RANGE_DAYS = 10;
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real `YYYY-MM-DD` date, or null for anything else (2025-02-30 included). */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number);
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (year < 1900 || back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function checkedDate(date: string, field: string): string {
  if (dayNumber(date) === null) throw new DomainError(`${field} must be a real date such as 2025-01-05.`, 'invalid');
  return date;
}

export interface DateRange {
  start: string;
  end: string;
}

/**
 * The range to fetch: both ends as given; one end alone is a one-day range; neither is the ten
 * days ending today. "Today" is the server's UTC date: the body carries no time zone, and a client
 * that wants the person's own today sends the dates.
 */
export function resolveRange(start: string | undefined, end: string | undefined, now: Date): DateRange {
  const from = start ?? end;
  const to = end ?? start;
  if (from === undefined || to === undefined) {
    const today = Math.floor(now.getTime() / DAY_MS);
    return { start: dateOfDay(today - (DEFAULT_RANGE_DAYS - 1)), end: dateOfDay(today) };
  }
  const first = dayNumber(checkedDate(from, start === undefined ? 'end_date' : 'start_date')) as number;
  const last = dayNumber(checkedDate(to, end === undefined ? 'start_date' : 'end_date')) as number;
  if (first > last) throw new DomainError('start_date must be on or before end_date.', 'invalid');
  if (last - first + 1 > MAX_RANGE_DAYS) throw new DomainError(`The date range can cover at most ${MAX_RANGE_DAYS} days.`, 'invalid');
  return { start: from, end: to };
}
