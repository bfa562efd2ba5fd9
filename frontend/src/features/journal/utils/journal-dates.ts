import { addDays, format, isValid, parse } from 'date-fns';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A day as the journal names it: the person's local calendar date, `YYYY-MM-DD`. */
export function toDateKey(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The local date a key names, or null when it is not a real date (2025-02-30, say). */
export function fromDateKey(key: string): Date | null {
  if (!DATE_PATTERN.test(key)) return null;
  const date = parse(key, 'yyyy-MM-dd', new Date());
  return isValid(date) ? date : null;
}

export function isDateKey(key: string): boolean {
  return fromDateKey(key) !== null;
}

/** The key `days` days after `key` (before, when negative). Calendar arithmetic, so DST cannot skip a day. */
export function addDaysToKey(key: string, days: number): string {
  const date = fromDateKey(key);
  if (!date) throw new RangeError(`Not a date: ${key}`);
  return toDateKey(addDays(date, days));
}

export function todayKey(now: Date = new Date()): string {
  return toDateKey(now);
}
