/** Shared look of text fields: visible border, clear focus and error states. */
export const fieldStyles = [
  'w-full rounded-control border border-control-border bg-surface px-3.5 text-body text-ink',
  'placeholder:text-ink-muted transition-colors',
  'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent',
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:outline-danger',
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70',
].join(' ');
