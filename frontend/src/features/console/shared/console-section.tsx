import type { ReactNode } from 'react';
import { useId } from 'react';

import { cn } from '@/lib/cn';

export type ConsoleSectionProps = {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled panel of a console record page. */
export function ConsoleSection({ title, actions, className, children }: ConsoleSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('min-w-0 rounded-xl border border-line bg-surface p-4 sm:p-5', className)}>
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-body font-semibold text-ink">
          {title}
        </h2>
        {actions}
      </header>
      {children}
    </section>
  );
}
