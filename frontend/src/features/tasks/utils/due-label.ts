import { formatClock, formatDateTime, fromIso } from '@/lib/format';

// The server sends a due date as a UTC ISO instant, which the platform's own Date reads; date-fns'
// ISO parser would add a kilobyte to the dashboard's first load for the same answer.
const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

function dayFrom(now: Date, offset: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
}

/** How a due date reads on a task: "Today, 12:00", "Tomorrow, 09:30", "Jan 10, 12:00" (the product's date-and-time form). */
export function dueLabel(dueDate: string, now: Date = new Date()): string {
  const when = fromIso(dueDate);
  if (!when) return 'Due date unknown';
  const time = formatClock(when);
  const day = dayKey(when);
  if (day === dayKey(now)) return `Today, ${time}`;
  if (day === dayKey(dayFrom(now, 1))) return `Tomorrow, ${time}`;
  if (day === dayKey(dayFrom(now, -1))) return `Yesterday, ${time}`;
  return formatDateTime(when, { now });
}

/** A due date that has passed, for an active task. */
export function isOverdue(dueDate: string | null, now: Date = new Date()): boolean {
  if (dueDate === null) return false;
  const when = fromIso(dueDate);
  return when !== null && when.getTime() < now.getTime();
}
