import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { product } from '@/config/product';
import { cn } from '@/lib/cn';

import { useContextForm } from '../hooks/use-context-form';
import { maxContextCharacters } from '../utils/context-messages';
import { ContextFormMessage } from './context-form-message';

export type QuickContextFormProps = {
  label?: string;
  placeholder?: string;
  className?: string;
};

/**
 * The second context form of spec section 2: one free-text field, for pages that want to take
 * a line of context in passing (the pitch page, say). Same rules and messages as /add-context.
 */
export function QuickContextForm({
  label = `Anything ${product.name} should know?`,
  placeholder = 'A goal, a deadline, a worry...',
  className,
}: QuickContextFormProps) {
  const { text, setText, state, canSubmit, submit } = useContextForm();
  const fieldId = useId();
  const outcomeId = useId();

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={fieldId}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          maxLength={maxContextCharacters}
          aria-describedby={outcomeId}
          disabled={state.loading}
          className="sm:flex-1"
        />
        <Button type="submit" disabled={!canSubmit} loading={state.loading} loadingLabel="Submitting...">
          Submit
        </Button>
      </div>
      <div id={outcomeId} aria-live="polite">
        <ContextFormMessage state={state} />
      </div>
    </form>
  );
}
