import { cn } from '@/lib/cn';

/** The daily mark: a day's circle around a warm point of focus. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('shrink-0', className)}>
      <rect width="32" height="32" rx="9" className="fill-accent" />
      <circle cx="16" cy="16" r="7.5" fill="none" strokeWidth="3" className="stroke-canvas" />
      <circle cx="16" cy="16" r="2.5" className="fill-highlight" />
    </svg>
  );
}
