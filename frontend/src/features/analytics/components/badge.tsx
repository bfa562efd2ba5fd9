import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

export const badgeTones = {
  neutral: 'bg-surface-muted text-ink',
  accent: 'bg-accent-soft text-accent-ink',
  success: 'bg-success-soft text-success',
  warm: 'bg-highlight/30 text-ink',
  outline: 'border border-line bg-surface text-ink-muted',
} as const;

export type BadgeTone = keyof typeof badgeTones;

export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center truncate rounded-full px-2.5 py-0.5 text-caption font-medium whitespace-nowrap',
        badgeTones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
