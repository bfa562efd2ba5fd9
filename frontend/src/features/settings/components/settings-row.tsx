import type { ReactNode } from 'react';

export type SettingsRowProps = {
  label: string;
  /** A line under the label saying what the setting does. */
  hint?: ReactNode;
  children: ReactNode;
};

/** One setting: label above its value on phones, beside it from 768 px (spec: settings breakpoint). */
export function SettingsRow({ label, hint, children }: SettingsRowProps) {
  return (
    <div className="flex flex-col gap-2 py-5 first:pt-0 last:pb-0 md:grid md:grid-cols-[11rem_minmax(0,1fr)] md:gap-6">
      <dt className="flex flex-col gap-0.5 md:pt-3">
        <span className="text-small font-medium text-ink">{label}</span>
        {hint !== undefined && <span className="text-caption text-ink-muted">{hint}</span>}
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** Stands in for a value while the user data loads. */
export function RowSkeleton() {
  return (
    <span aria-hidden="true" className="flex min-h-11 items-center">
      <span className="h-4 w-48 max-w-full animate-pulse rounded-full bg-surface-muted" />
    </span>
  );
}
