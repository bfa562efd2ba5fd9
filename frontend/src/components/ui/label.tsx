import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export type LabelProps = ComponentProps<'label'> & {
  /** Marks the field as optional in the label text, e.g. "(optional)". */
  optional?: boolean;
};

export function Label({ optional = false, className, children, ...props }: LabelProps) {
  return (
    <label className={cn('text-small font-medium text-ink', className)} {...props}>
      {children}
      {optional && <span className="ml-1 font-normal text-ink-muted">(optional)</span>}
    </label>
  );
}
