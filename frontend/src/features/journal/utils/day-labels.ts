import { format } from 'date-fns';

import { fromDateKey } from './journal-dates';

function dateOf(key: string): Date {
  return fromDateKey(key) ?? new Date(NaN);
}

/**
 * "Friday, January 3, 2025": the heading of an entry and the spoken name of a day, in the
 * product's date format (spec section 9: MMMM d, yyyy).
 */
export function longDayLabel(key: string): string {
  return format(dateOf(key), 'EEEE, MMMM d, yyyy');
}

/** The two lines of a day in the strip: "Fri" and "3". */
export function shortDayParts(key: string): { weekday: string; day: string } {
  const date = dateOf(key);
  return { weekday: format(date, 'EEE'), day: format(date, 'd') };
}

/**
 * The span of the strip, month first like every date in the product: "January 3 – 12, 2025",
 * "Jan 28 – Feb 6, 2025", "Dec 28, 2024 – Jan 6, 2025".
 */
export function rangeLabel(start: string, end: string): string {
  const first = dateOf(start);
  const last = dateOf(end);
  if (first.getFullYear() !== last.getFullYear()) return `${format(first, 'MMM d, yyyy')} – ${format(last, 'MMM d, yyyy')}`;
  if (first.getMonth() !== last.getMonth()) return `${format(first, 'MMM d')} – ${format(last, 'MMM d, yyyy')}`;
  return `${format(first, 'MMMM d')} – ${format(last, 'd, yyyy')}`;
}
