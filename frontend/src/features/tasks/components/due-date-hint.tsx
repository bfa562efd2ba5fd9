import { cn } from '@/lib/cn';

import { isPastDue } from '../utils/due-date';
import { taskMessages } from '../utils/task-messages';

/**
 * The line under a due date's fields: how an empty time is read, or, once the chosen moment has
 * passed, that the task will be overdue as soon as it is saved (allowed: people log what they missed).
 */
export function DueDateHint({ id, date, time, className }: { id: string; date: string; time: string; className?: string }) {
  const past = isPastDue(date, time);
  return (
    <p id={id} className={cn('text-caption', past ? 'font-medium text-danger' : 'text-ink-muted', className)} aria-live="polite">
      {past ? taskMessages.pastDue : 'Without a time, 12:00 is used.'}
    </p>
  );
}
