import { LoaderCircle } from 'lucide-react';

import { cn } from '@/lib/cn';

const sizeClasses = {
  sm: 'size-4',
  md: 'size-6',
  lg: 'size-10',
} as const;

export type SpinnerProps = {
  size?: keyof typeof sizeClasses;
  /** Announced to screen readers; leave out when surrounding text already says what is loading. */
  label?: string;
  className?: string;
};

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" className={cn('shrink-0 animate-spin', sizeClasses[size], className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
