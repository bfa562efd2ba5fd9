import { cn } from '@/lib/cn';

import { rangeDays, type RangeDays } from '../utils/date-range';

export type RangePickerProps = {
  value: RangeDays;
  onChange: (days: RangeDays) => void;
};

/** The 7, 14 and 30-day buttons (spec section 2); the chosen one is pressed. */
export function RangePicker({ value, onChange }: RangePickerProps) {
  return (
    <div role="group" aria-label="Time range" className="inline-flex items-center gap-1 rounded-full bg-surface-muted p-1">
      {rangeDays.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={days === value}
          onClick={() => onChange(days)}
          className={cn(
            'inline-flex h-9 items-center justify-center rounded-full px-4 text-small font-medium text-ink-muted transition-colors',
            'hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
            'aria-pressed:bg-surface aria-pressed:text-ink aria-pressed:shadow-sm',
          )}
        >
          {days} days
        </button>
      ))}
    </div>
  );
}
