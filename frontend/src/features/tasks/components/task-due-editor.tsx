import { CalendarClock } from 'lucide-react';
import { Suspense, useState } from 'react';

import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { deferredComponent } from '@/lib/deferred-component';

import type { TaskChanges } from '../types/task';
import { dueLabel, isOverdue } from '../utils/due-label';

// The form (and the date parsing it needs) loads when a due date is first opened for editing.
const { Component: DueDateForm, preload: loadDueDateForm } = deferredComponent(async () => (await import('./due-date-form')).DueDateForm);

export type TaskDueEditorProps = {
  title: string;
  dueDate: string | null;
  completed: boolean;
  /** Resolves once the server has the new due date; rejects if it refused. */
  onSave: (changes: TaskChanges) => Promise<unknown>;
};

/** The due date of a task, and a small form beside it to set, change or remove it. */
export function TaskDueEditor({ title, dueDate, completed, onSave }: TaskDueEditorProps) {
  const [open, setOpen] = useState(false);
  const overdue = !completed && isOverdue(dueDate);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        onPointerEnter={() => void loadDueDateForm()}
        onFocus={() => void loadDueDateForm()}
        // The visible words start or end the name, so a person who says what they see reaches it.
        aria-label={
          dueDate ? `Change due date of ${title}: ${overdue ? 'Overdue · ' : ''}${dueLabel(dueDate)}` : `Add due date to ${title}`
        }
        className={cn(
          // Wraps inside the pill rather than overflowing it when the column is narrow (phones).
          'inline-flex min-h-8 max-w-full items-center gap-1.5 rounded-full border px-3 py-1 text-left text-caption font-medium leading-snug transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
          overdue
            ? 'border-danger/40 bg-danger-soft text-danger hover:border-danger'
            : dueDate
              ? 'border-line bg-surface-muted text-ink hover:border-control-border'
              : 'border-dashed border-control-border text-ink-muted hover:text-ink',
        )}
      >
        <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
        {dueDate ? (
          <span>
            {overdue && 'Overdue · '}
            {dueLabel(dueDate)}
          </span>
        ) : (
          <span>Add due date</span>
        )}
      </PopoverTrigger>
      <PopoverContent align="start" aria-label="Due date" className="w-72 sm:w-96">
        {/* Mounted only while open, so every opening starts from the stored value. */}
        <Suspense fallback={<Spinner size="sm" className="text-accent" />}>
          <DueDateForm dueDate={dueDate} onSave={onSave} onDone={() => setOpen(false)} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
