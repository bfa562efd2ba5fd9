import { cn } from '@/lib/cn';

/** A grey placeholder block while figures load; hidden from screen readers, which hear the section's busy state instead. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded-md bg-surface-muted', className)} />;
}
