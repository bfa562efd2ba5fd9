import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';

import { cn } from '@/lib/cn';

import { selectTriggerStyles, type SelectProps } from './select-styles';

/**
 * Radix's select, open-able and keyboard-driven; loaded when a select is first used (see
 * select.tsx), which then stands in for the look-alike button that was there before.
 */
export function SelectControl({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select...',
  id,
  name,
  disabled,
  required,
  invalid,
  className,
  defaultOpen,
  autoFocus,
  ...aria
}: SelectProps & { defaultOpen?: boolean; autoFocus?: boolean }) {
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      disabled={disabled}
      required={required}
      defaultOpen={defaultOpen}
    >
      <SelectPrimitive.Trigger
        id={id}
        aria-invalid={invalid || undefined}
        autoFocus={autoFocus}
        className={cn(selectTriggerStyles, className)}
        {...aria}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-control border border-line bg-surface shadow-float data-[state=open]:animate-pop-in"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  'relative flex h-10 cursor-pointer select-none items-center rounded-lg pl-9 pr-3 text-small text-ink outline-none',
                  'data-[highlighted]:bg-accent-soft data-[highlighted]:text-accent-ink',
                  'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
                )}
              >
                <SelectPrimitive.ItemIndicator className="absolute left-3 inline-flex">
                  <Check aria-hidden="true" className="size-4" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
