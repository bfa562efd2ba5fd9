import type { ReactNode } from 'react';

/** Label and value pairs, one per row. */
export function FactList({ facts }: { facts: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <dl className="divide-y divide-line text-small">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:gap-4">
          <dt className="shrink-0 text-ink-muted sm:w-44">{label}</dt>
          <dd className="min-w-0 break-words font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
