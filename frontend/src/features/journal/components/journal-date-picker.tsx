import { useId } from 'react';

import { Input } from '@/components/ui/input';

export type JournalDatePickerProps = {
  value: string | null;
  onPick: (date: string) => void;
};

/** The browser's own date picker: keyboard-friendly and familiar on every phone. */
export function JournalDatePicker({ value, onPick }: JournalDatePickerProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-small font-medium text-ink-muted">
        Go to date
      </label>
      <Input
        id={id}
        type="date"
        value={value ?? ''}
        // Clearing the field is not a choice of day; the selection stays as it was.
        onChange={(event) => {
          if (event.target.value !== '') onPick(event.target.value);
        }}
        className="h-10 w-auto min-w-0 px-2.5 text-small"
      />
    </div>
  );
}
