import { Check } from 'lucide-react';
import { type ComponentProps, useState } from 'react';

import { cn } from '@/lib/cn';

export type CheckboxProps = Omit<ComponentProps<'button'>, 'value' | 'defaultChecked' | 'onChange'> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A checkbox drawn as a button with the checkbox role (the markup Radix's checkbox has: the same
 * role, `aria-checked`, `data-state` and keys, Space toggles and Enter does not), written here
 * so that the pages showing one do not carry a library for it.
 */
export function Checkbox({
  className,
  checked: controlled,
  defaultChecked = false,
  onCheckedChange,
  onClick,
  onKeyDown,
  ...props
}: CheckboxProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const checked = controlled ?? uncontrolled;
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      data-state={state}
      data-disabled={props.disabled ? '' : undefined}
      className={cn(
        'peer inline-flex size-5 shrink-0 items-center justify-center rounded-md border border-control-border bg-surface text-white transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        'data-[state=checked]:border-accent data-[state=checked]:bg-accent',
        'aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // A checkbox toggles with Space only (WAI-ARIA); Enter would submit or toggle by surprise.
        if (event.key === 'Enter') event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (controlled === undefined) setUncontrolled(!checked);
        onCheckedChange?.(!checked);
      }}
    >
      {checked && (
        <span data-state={state} style={{ pointerEvents: 'none' }}>
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        </span>
      )}
    </button>
  );
}
