import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export type FieldMessageProps = ComponentProps<'p'> & {
  tone?: 'hint' | 'error' | 'success';
};

const toneClasses = {
  hint: 'text-ink-muted',
  error: 'text-danger',
  success: 'text-success',
} as const;

/** Text under a field; link it to the field with `aria-describedby`. */
export function FieldMessage({ tone = 'hint', className, ...props }: FieldMessageProps) {
  return <p role={tone === 'error' ? 'alert' : undefined} className={cn('text-caption', toneClasses[tone], className)} {...props} />;
}
