import { Check, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { Input, type InputProps } from '@/components/ui/input';

import type { InlineEditorProps } from './inline-edit-field';

/** What a field of its own (the phone's country picker and number) gets from the form around it. */
export type InlineFieldProps = {
  draft: string;
  setDraft: (draft: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  disabled: boolean;
};

export type InlineEditFormProps = InlineEditorProps & {
  /** Names the buttons and the field: "email" gives "Save email", "Cancel editing email". */
  noun: string;
  inputProps?: Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength'>;
  /** The problem with a draft, or null when it can be sent. */
  validate: (draft: string) => string | null;
  /**
   * Resolves true when the editor can close (saved, or handed on to a next step), or the reason the
   * server refused the value, which shows under the field like the form's own problems.
   */
  onSave: (draft: string) => Promise<true | string>;
  saving: boolean;
  /** A field of its own in place of the one text input. */
  renderField?: (props: InlineFieldProps) => ReactNode;
};

/** The open editor of an InlineEditField: a field with a check mark that saves and a cross that cancels. */
export function InlineEditForm({ noun, inputProps, validate, onSave, saving, renderField, initialDraft, onClose }: InlineEditFormProps) {
  const [draft, setDraft] = useState(initialDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  const close = () => {
    if (saving) return;
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validate(draft);
    setProblem(found);
    if (found) return;
    const outcome = await onSave(draft);
    if (outcome === true) onClose();
    else setProblem(outcome);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

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
        {renderField ? (
          renderField({
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
