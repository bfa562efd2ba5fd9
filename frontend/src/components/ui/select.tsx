import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, Suspense, useState } from 'react';

import { cn } from '@/lib/cn';
import { deferredComponent } from '@/lib/deferred-component';

import { type SelectOption, type SelectProps, selectTriggerStyles } from './select-styles';

export type { SelectOption, SelectProps };

// Radix's select (and Floating UI, which places its list) loads when a select is first used: the
// closed select is a look-alike button until then, so a page that shows one does not carry it.
const { Component: SelectControl, preload: loadSelectControl } = deferredComponent(
  async () => (await import('./select-control')).SelectControl,
);

const openingKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export function Select(props: SelectProps) {
  const [used, setUsed] = useState(false);
  const closed = <ClosedSelect {...props} onUse={() => setUsed(true)} />;
  if (!used) return closed;
  return (
    <Suspense fallback={closed}>
      <SelectControl {...props} defaultOpen autoFocus />
    </Suspense>
  );
}

/** What Radix's closed trigger shows, with the same role and name, until the control is there. */
function ClosedSelect({
  options,
  value,
  defaultValue,
  placeholder = 'Select...',
  id,
  name,
  disabled,
  required,
  invalid,
  className,
  onUse,
  // Radix's control takes the choice; this stand-in only opens it, so the callback stays off the button.
  onValueChange: _onValueChange,
  ...aria
}: SelectProps & { onUse: () => void }) {
  const chosen = options.find((option) => option.value === (value ?? defaultValue));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!openingKeys.has(event.key)) return;
    event.preventDefault();
    onUse();
  };
  return (
    <>
      <button
        type="button"
        role="combobox"
        id={id}
        aria-expanded={false}
        aria-autocomplete="none"
        aria-required={required}
        aria-invalid={invalid || undefined}
        data-placeholder={chosen ? undefined : ''}
        disabled={disabled}
        className={cn(selectTriggerStyles, className)}
        onPointerEnter={() => void loadSelectControl()}
        onFocus={() => void loadSelectControl()}
        onClick={onUse}
        onKeyDown={onKeyDown}
        {...aria}
      >
        <span style={{ pointerEvents: 'none' }}>{chosen?.label ?? placeholder}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
      </button>
      {name !== undefined && <input type="hidden" name={name} value={value ?? defaultValue ?? ''} />}
    </>
  );
}
