import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, blocks clicks and keeps the button's width. */
  loading?: boolean;
  /** Text shown beside the spinner while loading, e.g. "Processing...". */
  loadingLabel?: ReactNode;
};

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingLabel,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  const hidesChildren = loading && loadingLabel !== undefined;
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonStyles({ variant, size, fullWidth, className })}
      {...props}
    >
      {/* Both states share one grid cell, so the button is as wide as the wider of the two. */}
      <span className="grid place-items-center">
        <span
          aria-hidden={hidesChildren || undefined}
          className={cn('col-start-1 row-start-1 inline-flex items-center gap-2', loading && 'opacity-0')}
        >
          {children}
        </span>
        <span
          aria-hidden={!loading || undefined}
          className={cn('col-start-1 row-start-1 inline-flex items-center gap-2', !loading && 'opacity-0')}
        >
          <Spinner size="sm" />
          {loadingLabel !== undefined && <span>{loadingLabel}</span>}
        </span>
      </span>
    </button>
  );
}
