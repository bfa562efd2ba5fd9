import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Page } from '@/components/layout/page';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export type CheckoutResultCardProps = {
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  /** Background and colour of the round icon badge. */
  tone: 'success' | 'accent' | 'muted';
  children?: ReactNode;
};

const toneClasses = {
  success: 'bg-success-soft text-success',
  accent: 'bg-accent-soft text-accent',
  muted: 'bg-surface-muted text-ink-muted',
} as const;

/** The pages people land on when they come back from the payment page, centred in one card. */
export function CheckoutResultCard({ title, description, icon: Icon, tone, children }: CheckoutResultCardProps) {
  return (
    <Page title={title} ownHeading width="narrow" className="flex flex-col justify-center">
      <Card>
        <CardContent className="flex flex-col items-center gap-5 text-center">
          <span className={cn('inline-flex size-16 items-center justify-center rounded-full', toneClasses[tone])}>
            <Icon aria-hidden="true" className="size-8" />
          </span>
          <div className="flex flex-col gap-2">
            <h1 className="text-balance text-title font-bold text-ink">{title}</h1>
            <p className="text-body text-ink-muted">{description}</p>
          </div>
          {children}
        </CardContent>
      </Card>
    </Page>
  );
}
