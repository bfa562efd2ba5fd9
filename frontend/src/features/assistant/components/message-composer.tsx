import { ArrowUp } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type Ref, useId } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { assistantMessages, maxMessageLength } from '../utils/assistant-messages';

export type MessageComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  /** What went wrong with the last send, shown under the box; the text stays in it. */
  error: string | null;
  textareaRef?: Ref<HTMLTextAreaElement>;
};

// Counted only near the limit: a counter on every short message is noise.
const counterFrom = maxMessageLength - 200;

/** The box itself: a labelled field that grows with its text, Enter to send, Shift+Enter for a new line. */
export function MessageComposer({ value, onChange, onSend, sending, error, textareaRef }: MessageComposerProps) {
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const empty = value.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!empty && !sending) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A key that ends an input method's composition is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!empty && !sending) onSend();
  };

  return (
    <form onSubmit={submit} aria-label={assistantMessages.title} className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="sr-only">
        {assistantMessages.label}
      </label>
      <div
        className={cn(
          'flex items-end gap-2 rounded-control border border-control-border bg-surface p-1.5 pl-3.5 transition-colors',
          'focus-within:border-accent focus-within:outline-2 focus-within:outline-accent',
          error && 'border-danger focus-within:border-danger focus-within:outline-danger',
        )}
      >
        <textarea
          ref={textareaRef}
          id={fieldId}
          rows={1}
          value={value}
          maxLength={maxMessageLength}
          placeholder={assistantMessages.placeholder}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          enterKeyHint="send"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="field-sizing-content max-h-40 min-h-9 flex-1 resize-none bg-transparent py-1.5 text-body text-ink placeholder:text-ink-muted focus:outline-none"
        />
        <Button type="submit" size="icon" disabled={empty} loading={sending} aria-label={assistantMessages.send} className="size-9">
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="px-1 text-small text-danger">
          {error}
        </p>
      )}
      <p id={hintId} className="flex justify-between gap-3 px-1 text-caption text-ink-muted">
        <span className="hidden sm:inline">{assistantMessages.hint}</span>
        {value.length >= counterFrom && <span className="ml-auto tabular-nums">{`${value.length} / ${maxMessageLength}`}</span>}
      </p>
    </form>
  );
}
