export type SelectOption = {
  /** Must not be empty: an empty value is how Radix represents "nothing selected". */
  value: string;
  label: string;
  disabled?: boolean;
};

export type SelectProps = {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Ties the trigger to a `<Label htmlFor>`. */
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
};

/** The closed select, the same before and after the control behind it has loaded. */
export const selectTriggerStyles = [
  'inline-flex h-11 w-full items-center justify-between gap-2 rounded-control border border-control-border bg-surface px-3.5 text-left text-body text-ink transition-colors',
  'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent',
  'data-[placeholder]:text-ink-muted aria-[invalid=true]:border-danger',
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70',
].join(' ');
