import { cn } from '@/lib/cn';

import { longDayLabel, shortDayParts } from '../utils/day-labels';

export type DayButtonProps = {
  date: string;
  selected: boolean;
  today: boolean;
  hasEntry: boolean;
  onSelect: (date: string) => void;
};

/** One day of the strip: weekday, day of the month, and a dot when it has an entry. */
export function DayButton({ date, selected, today, hasEntry, onSelect }: DayButtonProps) {
  const { weekday, day } = shortDayParts(date);
  const spoken = [longDayLabel(date), today && 'today', hasEntry && 'has an entry'].filter(Boolean).join(', ');

  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-current={today ? 'date' : undefined}
      aria-label={spoken}
      onClick={() => onSelect(date)}
      className={cn(
        'flex h-16 w-full flex-col items-center justify-center gap-0.5 rounded-control border text-ink transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        selected
          ? 'border-accent bg-accent text-white shadow-sm'
          : today
            ? 'border-accent bg-accent-soft hover:bg-accent-soft/70'
            : 'border-line bg-surface hover:border-control-border hover:bg-surface-muted',
      )}
    >
      <span className={cn('text-caption', selected ? 'text-white/85' : 'text-ink-muted')}>{weekday}</span>
      <span className="text-body font-semibold leading-none">{day}</span>
      <span
        aria-hidden="true"
        className={cn('mt-1 size-1.5 rounded-full', hasEntry ? (selected ? 'bg-white' : 'bg-accent') : 'bg-transparent')}
      />
    </button>
  );
}
