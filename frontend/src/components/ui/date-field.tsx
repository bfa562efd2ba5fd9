import 'react-day-picker/style.css';

import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';

import { cn } from '@/lib/cn';
import { formatLongDate, formatWeekdayDate, parseDay } from '@/lib/format';

import { fieldStyles } from './field-styles';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export type DateFieldProps = {
  id?: string;
  /** The day chosen, `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The id of the visible label; the field is named by it and by the date it shows. */
  labelledBy: string;
  /** The last day that can be chosen (`YYYY-MM-DD`). */
  max?: string;
  placeholder?: string;
  describedBy?: string;
  className?: string;
  /** Which edge of the field the calendar lines up with: `end` for a field at the right of its card. */
  align?: 'start' | 'end';
  /** Where the calendar opens: below the field unless the page has more room beside it. */
  side?: 'bottom' | 'left';
  /**
   * Scrolls the field to the top of the screen as the calendar opens, so there is room for it below:
   * for a field low in a card, whose calendar would otherwise flip up over the card above.
   */
  makeRoomBelow?: boolean;
};

function toKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * A date as the app writes it ("January 5, 2025"), chosen from a calendar, rather than the
 * browser's own field, whose format follows the browser's locale (mm/dd/yyyy in many).
 * The calendar is keyboard-driven: arrows move by day and week, Enter chooses, Escape closes.
 */
export function DateField({
  id,
  value,
  onChange,
  labelledBy,
  max,
  placeholder = 'Choose a date',
  describedBy,
  className,
  align = 'start',
  side = 'bottom',
  makeRoomBelow = false,
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const valueId = useId();
  const selected = parseDay(value) ?? undefined;
  const last = max ? (parseDay(max) ?? undefined) : undefined;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        id={id}
        type="button"
        aria-labelledby={`${labelledBy} ${valueId}`}
        aria-describedby={describedBy}
        className={cn(fieldStyles, 'flex h-11 items-center gap-2 px-3 text-left', className)}
        // Runs before the popover opens and is placed (the page's scroll-padding keeps it under a top bar).
        onClick={makeRoomBelow && !open ? (event) => event.currentTarget.scrollIntoView({ block: 'start' }) : undefined}
      >
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
        <span id={valueId} className={cn('truncate', !selected && 'text-ink-muted')}>
          {selected ? formatLongDate(selected) : placeholder}
        </span>
      </PopoverTrigger>
      {/* Kept in from the screen's sides as a card's content is (the call button steps aside if it opens over its corner). */}
      <PopoverContent side={side} align={align} collisionPadding={{ top: 16, right: 24, bottom: 16, left: 24 }} className="w-auto p-3">
        <DayPicker
          mode="single"
          autoFocus
          selected={selected}
          defaultMonth={selected ?? last}
          disabled={last ? { after: last } : undefined}
          endMonth={last}
          weekStartsOn={1}
          onSelect={(date) => {
            if (!date) return;
            onChange(toKey(date));
            setOpen(false);
          }}
          // Days are spoken as the app writes them ("Monday, January 6, 2025"), not in the library's own words.
          labels={{
            labelDayButton: (date, modifiers) =>
              [formatWeekdayDate(date, { year: 'always' }), modifiers?.today && 'today', modifiers?.selected && 'selected']
                .filter(Boolean)
                .join(', '),
          }}
          className="daily-calendar"
        />
      </PopoverContent>
    </Popover>
  );
}
