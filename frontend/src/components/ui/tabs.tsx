import { type ComponentProps, createContext, type KeyboardEvent, useContext, useId, useState } from 'react';

import { cn } from '@/lib/cn';

type TabsState = { baseId: string; value: string; select: (value: string) => void };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/**
 * Horizontal tabs with the WAI-ARIA tabs pattern, as Radix's tabs have it: a tab list, tabs that
 * are selected when clicked or focused, the arrow keys (wrapping), Home and End moving between
 * them, only the selected tab in the Tab order, and only the selected panel mounted. Our own,
 * so the dashboard does not carry a library for two tabs.
 */
export function Tabs({ value: controlled, defaultValue = '', onValueChange, className, ...props }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const baseId = useId();
  const select = (next: string) => {
    if (next === value) return;
    if (controlled === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value, select }}>
      <div data-orientation="horizontal" className={cn('flex flex-col gap-4', className)} {...props} />
    </TabsContext.Provider>
  );
}

const movesBy: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = movesBy[event.key];
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    event.preventDefault();
    tabs[move(index, tabs.length)]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn('inline-flex w-fit items-center gap-1 rounded-full bg-surface-muted p-1', className)}
      {...props}
      onKeyDown={moveFocus}
    />
  );
}

export type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, className, disabled, onMouseDown, onKeyDown, onFocus, ...props }: TabsTriggerProps) {
  const { baseId, value: selectedValue, select } = useTabs('TabsTrigger');
  const selected = value === selectedValue;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      id={triggerId(baseId, value)}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex h-9 items-center justify-center gap-2 rounded-full px-4 text-small font-medium text-ink-muted transition-colors',
        'hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        'data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      {...props}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // Selected on press, as Radix does; a ctrl-click (a context menu on macOS) selects nothing.
        if (disabled || event.button !== 0 || event.ctrlKey) event.preventDefault();
        else select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === ' ' || event.key === 'Enter') select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        // Automatic activation: moving focus to a tab shows its panel.
        if (!disabled) select(value);
      }}
    />
  );
}

export type TabsContentProps = ComponentProps<'div'> & { value: string };

export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const { baseId, value: selectedValue } = useTabs('TabsContent');
  if (value !== selectedValue) return null;
  return (
    <div
      role="tabpanel"
      data-state="active"
      data-orientation="horizontal"
      aria-labelledby={triggerId(baseId, value)}
      id={contentId(baseId, value)}
      tabIndex={0}
      className={cn('focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent', className)}
      {...props}
    />
  );
}
