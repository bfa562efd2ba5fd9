import { formatDateTime, formatShortDate, fromIso, parseDay } from '@/lib/format';

/** A server timestamp in the reader's own time zone, e.g. "Jan 5, 14:03". */
export function formatLocalTimestamp(iso: string): string {
  const date = fromIso(iso);
  return date ? formatDateTime(date) : iso;
}

/** A chart day (YYYY-MM-DD, a UTC day) as "Jan 5", read as the calendar day it names, not shifted to local time. */
export function formatChartDay(day: string): string {
  const date = parseDay(day);
  return date ? formatShortDate(date) : day;
}
