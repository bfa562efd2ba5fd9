import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { isUnreadableTime, TimeField } from '@/components/ui/time-field';

import type { TaskChanges } from '../types/task';
import { DueDateHint } from './due-date-hint';
import { dueDateFields, toDateAndTime } from '../utils/due-date';

export type DueDateFormProps = {
  dueDate: string | null;
  /** Resolves once the server has the new due date; rejects if it refused. */
  onSave: (changes: TaskChanges) => Promise<unknown>;
  onDone: () => void;
};

/** The form in the due-date popover: set, change or remove a task's due date. */
export function DueDateForm({ dueDate, onSave, onDone }: DueDateFormProps) {
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
      <DueDateHint id={hintId} date={date} time={time} />
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
