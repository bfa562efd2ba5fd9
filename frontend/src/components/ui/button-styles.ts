import { cn } from '@/lib/cn';

export const buttonVariants = {
  primary: 'bg-accent text-white shadow-sm hover:bg-accent-hover',
  secondary: 'border border-control-border bg-surface text-ink hover:bg-surface-muted',
  ghost: 'text-ink hover:bg-ink/5',
  danger: 'bg-danger text-white shadow-sm hover:bg-danger-hover focus-visible:outline-danger',
} as const;

export const buttonSizes = {
  sm: 'h-9 px-4 text-small',
  md: 'h-11 px-5 text-small',
  lg: 'h-12 px-7 text-body',
  icon: 'size-11',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

/** Button look for elements that are not buttons, such as router links. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
} = {}): string {
  return cn(
    'relative inline-flex shrink-0 select-none items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
    'disabled:pointer-events-none disabled:opacity-60',
    buttonVariants[variant],
    buttonSizes[size],
    fullWidth && 'w-full',
    className,
  );
}
