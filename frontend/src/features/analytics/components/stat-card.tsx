import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

import { Skeleton } from './skeleton';

export type StatCardProps = {
  label: string;
  icon: LucideIcon;
  /** null while loading. */
  value: string | null;
  /** What the figure counts, where its name could be read as something else on the same page. */
  hint?: string;
};

export function StatCard({ label, icon: Icon, value, hint }: StatCardProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hint ? hintId : undefined}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <p id={labelId} className="text-small font-medium text-ink-muted">
          {label}
        </p>
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft">
          <Icon aria-hidden="true" className="size-4 text-accent" />
        </span>
      </div>
      {value === null ? (
        // One line of the figure's type tall (h-lh), so the card keeps its height as the figure arrives.
        <Skeleton className="mt-auto h-lh w-20 text-title" />
      ) : (
        <p className="mt-auto text-title font-bold tabular-nums text-ink">{value}</p>
      )}
      {hint && (
        <p id={hintId} className="-mt-2 text-caption text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
