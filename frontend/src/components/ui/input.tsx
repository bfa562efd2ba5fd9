import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { fieldStyles } from './field-styles';

export type InputProps = ComponentProps<'input'> & {
  invalid?: boolean;
};

export function Input({ invalid, className, type = 'text', ...props }: InputProps) {
  return <input type={type} aria-invalid={invalid || undefined} className={cn(fieldStyles, 'h-11', className)} {...props} />;
}
