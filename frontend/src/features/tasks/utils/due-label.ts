import { format, isSameDay, isSameYear, isValid, parseISO, addDays } from 'date-fns';

/** How a due date reads on a task: "Today, 12:00", "Tomorrow, 09:30", "Fri, Jan 5, 12:00" (month first, spec section 9). */
export function dueLabel(dueDate: string, now: Date = new Date()): string {
  const when = parseISO(dueDate);
  if (!isValid(when)) return 'Due date unknown';
  const time = format(when, 'HH:mm');
  if (isSameDay(when, now)) return `Today, ${time}`;
  if (isSameDay(when, addDays(now, 1))) return `Tomorrow, ${time}`;
  if (isSameDay(when, addDays(now, -1))) return `Yesterday, ${time}`;
  const day = isSameYear(when, now) ? format(when, 'EEE, MMM d') : format(when, 'EEE, MMM d, yyyy');
  return `${day}, ${time}`;
}

/** A due date that has passed, for an active task. */
export function isOverdue(dueDate: string | null, now: Date = new Date()): boolean {
  if (dueDate === null) return false;
  const when = parseISO(dueDate);
  return isValid(when) && when.getTime() < now.getTime();
}
