import { ChevronLeft, ChevronRight } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { rangeLabel } from '../utils/day-labels';
import { STRIP_SHIFT, stripDays, stripRange, stripReachesToday } from '../utils/journal-strip';
import { DayButton } from './day-button';
import { JournalDatePicker } from './journal-date-picker';

export type DayStripProps = {
  start: string;
  today: string;
  selected: string | null;
  datesWithEntries: ReadonlySet<string>;
  onSelect: (date: string) => void;
  onShift: (direction: -1 | 1) => void;
};

/** Ten consecutive days, arrows that move them by three, and a picker for any other day. */
export function DayStrip({ start, today, selected, datesWithEntries, onSelect, onShift }: DayStripProps) {
  const range = stripRange(start);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <div className="flex w-full items-center justify-between gap-1 md:w-auto md:justify-start">
          <Button
            variant="ghost"
            size="icon"
            className="size-10"
            onClick={() => onShift(-1)}
            aria-label={`Show ${STRIP_SHIFT} earlier days`}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <p aria-live="polite" className="text-center text-small font-semibold text-ink md:min-w-48">
            {rangeLabel(range.start, range.end)}
          </p>
          <Button
            variant="ghost"
            size="icon"
            className="size-10"
            onClick={() => onShift(1)}
            disabled={stripReachesToday(start, today)}
            aria-label={`Show ${STRIP_SHIFT} later days`}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <JournalDatePicker value={selected} today={today} onPick={onSelect} />
      </div>
      <ol aria-label="Days" className="grid grid-cols-5 gap-2 md:grid-cols-10">
        {stripDays(start).map((date) => (
          <li key={date}>
            <DayButton
              date={date}
              selected={date === selected}
              today={date === today}
              hasEntry={datesWithEntries.has(date)}
              onSelect={onSelect}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
