import { Check, Pencil, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { Input, type InputProps } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** What a field of its own (the phone's country picker and number) gets from the editor around it. */
export type InlineEditorProps = {
  draft: string;
  setDraft: (draft: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  disabled: boolean;
};

export type InlineEditFieldProps = {
  /** Names the buttons and the field: "email" gives "Edit email", "Save email". */
  noun: string;
  value: string | null;
  /** How a stored value reads (a phone number with spaces, say). */
  display?: (value: string) => string;
  emptyText: string;
  inputProps?: Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength'>;
  /** The problem with a draft, or null when it can be sent. */
  validate: (draft: string) => string | null;
  /**
   * Resolves true when the editor can close (saved, or handed on to a next step), or the reason the
   * server refused the value, which shows under the field like the editor's own problems.
   */
  onSave: (draft: string) => Promise<true | string>;
  saving: boolean;
  /** The draft the editor opens with; the stored value unless given. */
  draftOf?: (value: string | null) => string;
  /** A field of its own in place of the one text input. */
  renderEditor?: (props: InlineEditorProps) => ReactNode;
};

/** A value with a pencil; the pencil turns it into a field with a check mark that saves it. */
export function InlineEditField({
  noun,
  value,
  display,
  emptyText,
  inputProps,
  validate,
  onSave,
  saving,
  draftOf = (stored) => stored ?? '',
  renderEditor,
}: InlineEditFieldProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const problemId = useId();

  // Closing the editor removes the focused field; keyboard users land back on the pencil.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const open = () => {
    setDraft(draftOf(value));
    setProblem(null);
    setEditing(true);
  };

  const close = () => {
    if (saving) return;
    setEditing(false);
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validate(draft);
    setProblem(found);
    if (found) return;
    const outcome = await onSave(draft);
    if (outcome === true) setEditing(false);
    else setProblem(outcome);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (!editing) {
    return (
      <div className="flex min-h-11 items-center gap-2">
        <span className={cn('min-w-0 flex-1 break-words text-body', value ? 'text-ink' : 'italic text-ink-muted')}>
          {value ? (display ? display(value) : value) : emptyText}
        </span>
        <Button
          ref={editButton}
          variant="ghost"
          size="icon"
          aria-label={`Edit ${noun}`}
          onClick={open}
          className="-my-1 text-ink-muted hover:text-ink"
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      </div>
    );
  }

  return (
    // Escape anywhere in the editor (the field or its buttons) leaves the value as it was.
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={`Edit ${noun}`}
      className="flex flex-col gap-1.5"
    >
      <div className="flex items-center gap-2">
        {renderEditor ? (
          renderEditor({
            draft,
            setDraft: (next) => {
              setDraft(next);
              if (problem) setProblem(null);
            },
            invalid: problem !== null,
            describedBy: problem ? problemId : undefined,
            disabled: saving,
          })
        ) : (
          <Input
            {...inputProps}
            aria-label={noun.charAt(0).toUpperCase() + noun.slice(1)}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (problem) setProblem(null);
            }}
            autoFocus
            invalid={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            disabled={saving}
            className="min-w-0 flex-1"
          />
        )}
        <Button type="submit" size="icon" aria-label={`Save ${noun}`} loading={saving}>
          <Check aria-hidden="true" className="size-5" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Cancel editing ${noun}`} onClick={close} disabled={saving}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {problem && (
        <FieldMessage id={problemId} tone="error">
          {problem}
        </FieldMessage>
      )}
    </form>
  );
}
