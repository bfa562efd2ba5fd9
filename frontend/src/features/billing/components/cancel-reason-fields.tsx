import { useId } from 'react';

import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

import { type CancellationReason, cancellationReasons } from '@/config/cancellation-reasons';

// Well under the server's 2000, and more than anyone writes in a dialog.
export const reasonMaxLength = 1000;

export type CancelReasonFieldsProps = {
  category: CancellationReason | null;
  onCategoryChange: (category: CancellationReason) => void;
  reason: string;
  onReasonChange: (reason: string) => void;
  disabled: boolean;
};

/** Why the person leaves: one of the eight categories, and their own words if they want to add any. */
export function CancelReasonFields({ category, onCategoryChange, reason, onReasonChange, disabled }: CancelReasonFieldsProps) {
  const name = useId();
  const reasonId = useId();
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="mb-2 text-small font-medium text-ink">Why are you leaving?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {cancellationReasons.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-line bg-surface px-3 py-2 text-small text-ink transition-colors',
                'has-[:checked]:border-accent has-[:checked]:bg-canvas has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={category === option.value}
                onChange={() => onCategoryChange(option.value)}
                className="size-4 shrink-0 accent-[var(--color-accent)] focus-visible:outline-none"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={reasonId} optional>
          Anything you would like to add?
        </Label>
        <Textarea
          id={reasonId}
          rows={3}
          maxLength={reasonMaxLength}
          value={reason}
          onChange={(event) => onReasonChange(event.target.value)}
          placeholder="It helps us make daily better. Only the team reads it."
          disabled={disabled}
        />
      </div>
    </div>
  );
}
