import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { fieldStyles } from './field-styles';

export type TextareaProps = ComponentProps<'textarea'> & {
  invalid?: boolean;
};

export function Textarea({ invalid, className, rows = 5, ...props }: TextareaProps) {
  return (
    <textarea rows={rows} aria-invalid={invalid || undefined} className={cn(fieldStyles, 'min-h-28 resize-y py-3', className)} {...props} />
  );
}
