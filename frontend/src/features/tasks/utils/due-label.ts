import { formatClock, formatShortDate, fromIso } from '@/lib/format';

import { DEFAULT_DUE_TIME } from './due-date-defaults';

// The server sends a due date as a UTC ISO instant, which the platform's own Date reads; date-fns'
// ISO parser would add a kilobyte to the dashboard's first load for the same answer.
const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

function dayFrom(now: Date, offset: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
}

function dayWord(when: Date, now: Date): string {
  const day = dayKey(when);
  if (day === dayKey(now)) return 'Today';
  if (day === dayKey(dayFrom(now, 1))) return 'Tomorrow';
  if (day === dayKey(dayFrom(now, -1))) return 'Yesterday';
  return formatShortDate(when, { now });
}

/**
 * How a due date reads on a task: "Today, 09:30", "Jan 10, 18:00". The server keeps no separate
 * "no time" mark: a date given without one is stored at local noon (spec section 9), so noon reads
 * as the day alone ("Tomorrow", "Jan 10") rather than as a time the person never chose.
 */
export function dueLabel(dueDate: string, now: Date = new Date()): string {
  const when = fromIso(dueDate);
  if (!when) return 'Due date unknown';
  const time = formatClock(when);
  const day = dayWord(when, now);
  return time === DEFAULT_DUE_TIME ? day : `${day}, ${time}`;
}

/** A due date that has passed, for an active task. */
export function isOverdue(dueDate: string | null, now: Date = new Date()): boolean {
  if (dueDate === null) return false;
  const when = fromIso(dueDate);
  return when !== null && when.getTime() < now.getTime();
}
