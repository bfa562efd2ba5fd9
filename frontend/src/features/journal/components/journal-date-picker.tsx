import { useId } from 'react';

import { DateField } from '@/components/ui/date-field';
import { useMediaQuery } from '@/hooks/use-media-query';

export type JournalDatePickerProps = {
  value: string | null;
  /** The last day there is to write about. */
  today: string;
  onPick: (date: string) => void;
};

/** Any past day, or today, in the app's own date format; days after today cannot be chosen. */
export function JournalDatePicker({ value, today, onPick }: JournalDatePickerProps) {
  const id = useId();
  const labelId = useId();
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <div className="flex items-center gap-2">
      <label id={labelId} htmlFor={id} className="whitespace-nowrap text-small font-medium text-ink-muted">
        Go to date
      </label>
      <DateField
        id={id}
        labelledBy={labelId}
        value={value ?? ''}
        max={today}
        onChange={onPick}
        // Wide, the calendar opens beside the field, inside the card, instead of over the page
        // above it; a phone opens it below, where the card is, scrolling the field up to make room.
        side={wide ? 'left' : 'bottom'}
        makeRoomBelow={!wide}
        align={wide ? 'start' : 'end'}
        className="h-10 w-auto min-w-0 text-small"
      />
    </div>
  );
}
