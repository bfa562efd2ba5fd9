import type { ReactNode } from 'react';
import { useId } from 'react';

import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export type SectionCardProps = {
  title: string;
  description?: string;
  /** True while the section's figures are being replaced, for assistive technology. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
};

/** A titled card of the dashboard; a landmark region named by its title. */
export function SectionCard({ title, description, busy = false, className, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} aria-busy={busy || undefined} className={cn('p-5 sm:p-6', className)}>
      <header className="mb-4">
        <h2 id={titleId} className="text-heading font-semibold text-ink">
          {title}
        </h2>
        {description !== undefined && <p className="mt-1 text-small text-ink-muted">{description}</p>}
      </header>
      {children}
    </Card>
  );
}
