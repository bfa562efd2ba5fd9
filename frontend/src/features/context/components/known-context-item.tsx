import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { formatShortDate } from '@/lib/format';
import { formatCount } from '@/lib/format-count';

import { useEditContext } from '../api/edit-context';
import type { ContextItem } from '../api/get-context';
import { useRemoveContext } from '../api/remove-context';
import { maxContextCharacters } from '../utils/context-messages';

/** One piece daily keeps in mind: read, edited in place, or removed (the toast offers Undo). */
export function KnownContextItem({ item }: { item: ContextItem }) {
  const [draft, setDraft] = useState<string | null>(null);
  const edit = useEditContext();
  const remove = useRemoveContext();
  const fieldId = useId();
  const errorId = useId();
  const when = item.edited_at ? `Edited ${formatShortDate(new Date(item.edited_at))}` : `Added ${formatShortDate(new Date(item.added_at))}`;

  const save = () => {
    if (draft === null) return;
    edit.mutate({ id: item.id, text: draft }, { onSuccess: () => setDraft(null) });
  };
  const cancel = () => {
    setDraft(null);
    edit.reset();
  };

  if (draft !== null) {
    return (
      <li className="flex flex-col gap-3 py-4">
        <label htmlFor={fieldId} className="sr-only">
          Edit this context
        </label>
        <Textarea
          id={fieldId}
          rows={4}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={maxContextCharacters}
          disabled={edit.isPending}
          invalid={edit.isError}
          aria-describedby={edit.isError ? errorId : undefined}
          autoFocus
        />
        {edit.isError && (
          <p id={errorId} role="alert" className="text-small text-danger">
            {edit.error.message}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-end gap-2">
          <span className="mr-auto text-caption tabular-nums text-ink-muted">
            {formatCount(draft.length)} / {formatCount(maxContextCharacters)}
          </span>
          <Button variant="ghost" size="sm" onClick={cancel} disabled={edit.isPending}>
            Cancel
          </Button>
          <Button size="sm" onClick={save} disabled={!draft.trim()} loading={edit.isPending} loadingLabel="Saving...">
            Save
          </Button>
        </div>
      </li>
    );
  }

  return (
    <li className="flex flex-col gap-2 py-4">
      <p className="whitespace-pre-wrap break-words text-body text-ink">{item.text}</p>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="mr-auto text-caption text-ink-muted">{when}</span>
        <Button variant="secondary" size="sm" onClick={() => setDraft(item.text)} aria-label={`Edit: ${preview(item.text)}`}>
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => remove.mutate(item)}
          disabled={remove.isPending}
          aria-label={`Remove: ${preview(item.text)}`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/** The start of a piece, so a screen reader tells one Edit button from the next. */
function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}
