import { cn } from '@/lib/cn';

import { type HistoryKind, historyKindLabels } from './history-days';

export type HistoryKindFilterProps = {
  value: HistoryKind | null;
  onChange: (kind: HistoryKind | null) => void;
  counts: Record<HistoryKind, number>;
};

const choice = cn(
  'inline-flex h-8 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-small font-medium text-ink-muted transition-colors',
  'hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
  'aria-pressed:bg-surface aria-pressed:text-ink aria-pressed:shadow-sm',
);

/** All, or one kind of event (tasks, billing, messages, account), each with how many are loaded. */
export function HistoryKindFilter({ value, onChange, counts }: HistoryKindFilterProps) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const kinds = Object.keys(historyKindLabels) as HistoryKind[];
  return (
    <div role="group" aria-label="Show events of kind" className="flex flex-wrap gap-1 rounded-card bg-surface-muted p-1">
      <button type="button" aria-pressed={value === null} onClick={() => onChange(null)} className={choice}>
        All <span className="tabular-nums">{total}</span>
      </button>
      {kinds.map((kind) => (
        <button key={kind} type="button" aria-pressed={value === kind} onClick={() => onChange(kind)} className={choice}>
          {historyKindLabels[kind]} <span className="tabular-nums">{counts[kind]}</span>
        </button>
      ))}
    </div>
  );
}
