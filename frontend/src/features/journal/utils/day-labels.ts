import { formatDateRange, formatShortWeekday, formatWeekdayDate, parseDay } from '@/lib/format';

function dateOf(key: string): Date {
  return parseDay(key) ?? new Date(NaN);
}

/** "Friday, January 3": the heading of an entry and the spoken name of a day (the year added for another year). */
export function longDayLabel(key: string, now: Date = new Date()): string {
  return formatWeekdayDate(dateOf(key), { now });
}

/** The two lines of a day in the strip: "Fri" and "3". */
export function shortDayParts(key: string): { weekday: string; day: string } {
  const date = dateOf(key);
  return { weekday: formatShortWeekday(date), day: String(date.getDate()) };
}

/** The span of the strip in the short form: "Jan 3 – 12", "Jan 28 – Feb 6", "Dec 28, 2024 – Jan 6, 2025". */
export function rangeLabel(start: string, end: string, now: Date = new Date()): string {
  return formatDateRange(dateOf(start), dateOf(end), { now });
}
