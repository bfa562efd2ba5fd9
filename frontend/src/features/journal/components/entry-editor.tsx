import { type FormEvent, useEffect, useId, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

import { longDayLabel } from '../utils/day-labels';

export type EntryEditorProps = {
  date: string;
  draft: string;
  saving: boolean;
  canSave: boolean;
  /** Move focus into the text, when the person asked to edit (not when a day opens empty). */
  focus: boolean;
  onChange: (text: string) => void;
  onSave: () => void;
  onCancel: () => void;
};

export function EntryEditor({ date, draft, saving, canSave, focus, onChange, onSave, onCancel }: EntryEditorProps) {
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (focus) textRef.current?.focus();
  }, [focus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && !saving) onSave();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <label htmlFor={id} className="sr-only">
        Journal entry for {longDayLabel(date)}
      </label>
      <Textarea
        ref={textRef}
        id={id}
        rows={8}
        value={draft}
        onChange={(event) => onChange(event.target.value)}
        placeholder="What happened? What did you decide, and why?"
        maxLength={20000}
        disabled={saving}
        className="min-h-44"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!canSave} loading={saving} loadingLabel="Saving...">
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
