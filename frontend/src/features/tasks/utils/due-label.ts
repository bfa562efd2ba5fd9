import { addDays, isSameDay, isValid, parseISO } from 'date-fns';

import { formatClock, formatDateTime } from '@/lib/format';

/** How a due date reads on a task: "Today, 12:00", "Tomorrow, 09:30", "Jan 10, 12:00" (the product's date-and-time form). */
export function dueLabel(dueDate: string, now: Date = new Date()): string {
  const when = parseISO(dueDate);
  if (!isValid(when)) return 'Due date unknown';
  const time = formatClock(when);
  if (isSameDay(when, now)) return `Today, ${time}`;
  if (isSameDay(when, addDays(now, 1))) return `Tomorrow, ${time}`;
  if (isSameDay(when, addDays(now, -1))) return `Yesterday, ${time}`;
  return formatDateTime(when, { now });
}

/** A due date that has passed, for an active task. */
export function isOverdue(dueDate: string | null, now: Date = new Date()): boolean {
  if (dueDate === null) return false;
  const when = parseISO(dueDate);
  return isValid(when) && when.getTime() < now.getTime();
}
