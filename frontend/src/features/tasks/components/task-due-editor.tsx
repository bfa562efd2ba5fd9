import { CalendarClock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { isUnreadableTime, TimeField } from '@/components/ui/time-field';
import { cn } from '@/lib/cn';

import type { TaskChanges } from '../types/task';
import { dueDateFields, toDateAndTime } from '../utils/due-date';
import { dueLabel, isOverdue } from '../utils/due-label';

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
        aria-label={dueDate ? `Change due date of ${title}` : `Add a due date to ${title}`}
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
        <DueDateForm dueDate={dueDate} onSave={onSave} onDone={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

function DueDateForm({ dueDate, onSave, onDone }: { dueDate: string | null; onSave: TaskDueEditorProps['onSave']; onDone: () => void }) {
  const initial = toDateAndTime(dueDate);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [saving, setSaving] = useState<'set' | 'remove' | null>(null);
  const dateId = useId();
  const dateLabelId = useId();
  const timeId = useId();
  const hintId = useId();

  const save = async (changes: TaskChanges, kind: 'set' | 'remove') => {
    setSaving(kind);
    try {
      await onSave(changes);
      onDone();
    } catch {
      // The failure is announced by the update itself; the form stays open to try again.
    } finally {
      setSaving(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = dueDateFields(date, time);
    if (fields.due_date === null || isUnreadableTime(time) || saving) return;
    void save(fields, 'set');
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Due date">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label id={dateLabelId} htmlFor={dateId}>
            Due date
          </Label>
          <DateField id={dateId} labelledBy={dateLabelId} value={date} onChange={setDate} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={timeId}>Time</Label>
          <TimeField id={timeId} value={time} onChange={setTime} describedBy={hintId} />
        </div>
      </div>
      <p id={hintId} className="text-caption text-ink-muted">
        Without a time, 12:00 is used.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          disabled={date === '' || isUnreadableTime(time) || saving === 'remove'}
          loading={saving === 'set'}
          loadingLabel="Saving..."
        >
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={saving !== null}>
          Cancel
        </Button>
        {dueDate !== null && (
          <Button
            variant="ghost"
            size="sm"
            // Important: the ghost variant's own text colour would otherwise win.
            className="text-danger! hover:bg-danger-soft"
            onClick={() => void save({ due_date: null }, 'remove')}
            disabled={saving === 'set'}
            loading={saving === 'remove'}
            loadingLabel="Removing..."
          >
            Remove
          </Button>
        )}
      </div>
    </form>
  );
}
