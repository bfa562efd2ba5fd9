import { type ComponentProps, type FormEvent, type ReactNode, useId } from 'react';

import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

// Every form of this kind gives its button one width, so fields of stacked forms line up on wide screens.
const actionWidth = 'sm:w-36';

type InlineFieldFormProps = {
  label: string;
  hint: ReactNode;
  /** A problem with what was typed, shown under the field and announced with it. */
  problem: string | null;
  input: Omit<ComponentProps<typeof Input>, 'id' | 'invalid' | 'aria-describedby'>;
  action: { label: string; loading: boolean; loadingLabel: string; disabled: boolean };
  onSubmit: (event: FormEvent) => void;
};

/** One labelled field with its hint and a submit button beside it, as each step of the sign-in test asks. */
export function InlineFieldForm({ label, hint, problem, input, action, onSubmit }: InlineFieldFormProps) {
  const id = useId();
  const describedBy = [`${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ');
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <FieldMessage id={`${id}-hint`} className="-mt-1">
        {hint}
      </FieldMessage>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input {...input} id={id} invalid={Boolean(problem)} aria-describedby={describedBy} />
        <Button
          type="submit"
          loading={action.loading}
          loadingLabel={action.loadingLabel}
          disabled={action.disabled}
          className={actionWidth}
        >
          {action.label}
        </Button>
      </div>
      {problem && (
        <FieldMessage id={`${id}-problem`} tone="error">
          {problem}
        </FieldMessage>
      )}
    </form>
  );
}
