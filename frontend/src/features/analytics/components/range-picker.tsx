import { cn } from '@/lib/cn';

import { rangeDays } from '../utils/date-range';

export type RangePickerProps<D extends number> = {
  value: D;
  onChange: (days: D) => void;
  /** The day counts to offer; the dashboard's 7, 14 and 30 unless given. */
  options?: readonly D[];
  /** Names the group for assistive technology when a page has more than one. */
  label?: string;
};

/** The range buttons (spec section 2: 7, 14 and 30 days); the chosen one is pressed. */
export function RangePicker<D extends number>({
  value,
  onChange,
  options = rangeDays as unknown as readonly D[],
  label = 'Time range',
}: RangePickerProps<D>) {
  return (
    // One row at every width: four ranges fit a phone's card when the buttons are a little tighter there.
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-nowrap items-center gap-0.5 rounded-full bg-surface-muted p-1 sm:gap-1"
    >
      {options.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={days === value}
          onClick={() => onChange(days)}
          className={cn(
            'inline-flex h-9 shrink-0 items-center justify-center whitespace-nowrap rounded-full px-2.5 text-small font-medium text-ink-muted transition-colors sm:px-4',
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
