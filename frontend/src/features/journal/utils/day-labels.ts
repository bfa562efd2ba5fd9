import { format } from 'date-fns';

import { fromDateKey } from './journal-dates';

function dateOf(key: string): Date {
  return fromDateKey(key) ?? new Date(NaN);
}

/** "Friday, 3 January 2025": the heading of an entry and the spoken name of a day. */
export function longDayLabel(key: string): string {
  return format(dateOf(key), 'EEEE, d MMMM yyyy');
}

/** The two lines of a day in the strip: "Fri" and "3". */
export function shortDayParts(key: string): { weekday: string; day: string } {
  const date = dateOf(key);
  return { weekday: format(date, 'EEE'), day: format(date, 'd') };
}

/** The span of the strip: "3 – 12 January 2025", "28 December – 6 January 2025", and so on. */
export function rangeLabel(start: string, end: string): string {
  const first = dateOf(start);
  const last = dateOf(end);
  if (first.getFullYear() !== last.getFullYear()) return `${format(first, 'd MMM yyyy')} – ${format(last, 'd MMM yyyy')}`;
  if (first.getMonth() !== last.getMonth()) return `${format(first, 'd MMM')} – ${format(last, 'd MMM yyyy')}`;
  return `${format(first, 'd')} – ${format(last, 'd MMMM yyyy')}`;
}
