import { Trash2 } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export type TaskTextEditorProps = {
  title: string;
  description: string;
  saving: boolean;
  deleting?: boolean;
  onSave: (text: { title: string; description: string }) => void;
  onCancel: () => void;
  /** Deletes the task (with Undo in the toast that follows); left out, the editor offers no delete. */
  onDelete?: () => void;
  /** Shown after the fields and before Save and Cancel: the task's due-date chip, which belongs with the task, not after its buttons. */
  children?: ReactNode;
};

/** Inline edit of a task's title and description; the title must be non-blank (spec section 5). */
export function TaskTextEditor({
  title,
  description,
  saving,
  deleting = false,
  onSave,
  onCancel,
  onDelete,
  children,
}: TaskTextEditorProps) {
  const [draftTitle, setDraftTitle] = useState(title);
  const [draftDescription, setDraftDescription] = useState(description);
  const titleId = useId();
  const descriptionId = useId();
  const blank = draftTitle.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || saving) return;
    onSave({ title: draftTitle.trim(), description: draftDescription.trim() });
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form onSubmit={submit} onKeyDown={cancelOnEscape} className="flex flex-col gap-3" aria-label="Edit task">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={titleId}>Title</Label>
        <Input
          id={titleId}
          value={draftTitle}
          onChange={(event) => setDraftTitle(event.target.value)}
          maxLength={200}
          required
          autoFocus
          invalid={blank}
          disabled={saving}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={descriptionId} optional>
          Description
        </Label>
        <Textarea
          id={descriptionId}
          rows={3}
          className="min-h-20"
          value={draftDescription}
          onChange={(event) => setDraftDescription(event.target.value)}
          maxLength={5000}
          disabled={saving}
        />
      </div>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={blank || deleting} loading={saving} loadingLabel="Saving...">
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={saving || deleting}>
          Cancel
        </Button>
        {onDelete && (
          <Button
            variant="ghost"
            size="sm"
            // Important: the ghost variant's own text colour would otherwise win.
            className="ml-auto text-danger! hover:bg-danger-soft"
            onClick={onDelete}
            disabled={saving}
            loading={deleting}
            loadingLabel="Deleting..."
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete task
          </Button>
        )}
      </div>
    </form>
  );
}
