import { format } from 'date-fns';

/** A server timestamp in the reader's own time zone, e.g. "5 Jan 2025, 14:03:07". */
export function formatLocalTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'd MMM yyyy, HH:mm:ss');
}

/** A chart day (YYYY-MM-DD, a UTC day) as "5 Jan", read as the calendar day it names, not shifted to local time. */
export function formatChartDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return format(new Date(year, month - 1, date), 'd MMM');
}
