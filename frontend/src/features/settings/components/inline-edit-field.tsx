import { Pencil } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** What the open editor gets: the draft it starts from, and how to close. */
export type InlineEditorProps = {
  initialDraft: string;
  /** Leaves the editor: saved, handed on, or given up. */
  onClose: () => void;
};

export type InlineEditFieldProps = {
  /** Names the pencil: "email" gives "Edit email". */
  noun: string;
  value: string | null;
  /** How a stored value reads (a phone number with spaces, say). */
  display?: (value: string) => string;
  emptyText: string;
  /**
   * The open editor (an InlineEditForm with its field, its checks and its request), whose code loads
   * on demand: `preloadEditor` starts that when the pencil is pointed at, focused or pressed.
   */
  renderEditor: (props: InlineEditorProps) => ReactNode;
  preloadEditor: () => void;
};

/**
 * A value with a pencil; the pencil turns it into a field with a check mark that saves it. The
 * field is on screen only after the pencil is pressed, so its code is not part of the page's.
 */
export function InlineEditField({ noun, value, display, emptyText, renderEditor, preloadEditor }: InlineEditFieldProps) {
  const [initialDraft, setInitialDraft] = useState<string | null>(null);
  const editing = initialDraft !== null;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Closing the editor removes the focused field; keyboard users land back on the pencil.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const shown = (
    <div className="flex min-h-11 items-center gap-2">
      <span className={cn('min-w-0 flex-1 break-words text-body', value ? 'text-ink' : 'italic text-ink-muted')}>
        {value ? (display ? display(value) : value) : emptyText}
      </span>
      <Button
        ref={editButton}
        variant="ghost"
        size="icon"
        aria-label={`Edit ${noun}`}
        onPointerEnter={preloadEditor}
        onFocus={preloadEditor}
        // Pointing at or focusing the pencil has started the loading; otherwise the editor loads as it renders.
        onClick={() => setInitialDraft(value ?? '')}
        className="-my-1 text-ink-muted hover:text-ink"
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );

  if (!editing) return shown;
  // Until the editor's code has arrived (the first time, on a slow line) the value stays as it was.
  return <Suspense fallback={shown}>{renderEditor({ initialDraft, onClose: () => setInitialDraft(null) })}</Suspense>;
}
