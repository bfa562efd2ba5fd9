import { Clock } from 'lucide-react';
import { useId, useState } from 'react';

import { cn } from '@/lib/cn';
import { parseClock } from '@/lib/parse-clock';

import { FieldMessage } from './field-message';
import { fieldStyles } from './field-styles';

export type TimeFieldProps = {
  id?: string;
  /** `HH:mm` on the 24-hour clock, '' for none, or the text as typed while it is not a time. */
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  className?: string;
};

/** True when the field holds something that is not a time, so a form can hold back its submit. */
export function isUnreadableTime(value: string): boolean {
  return value.trim() !== '' && parseClock(value) === null;
}

/**
 * A time on the 24-hour clock the app writes ("09:30"), typed rather than picked: the browser's
 * own field shows "09:30 AM" in many locales. What is typed is tidied on leaving the field.
 */
export function TimeField({ id, value, onChange, describedBy, className }: TimeFieldProps) {
  const [left, setLeft] = useState(false);
  const problemId = useId();
  const invalid = left && isUnreadableTime(value);

  return (
    <div className="flex flex-col gap-1.5">
      <div className="relative">
        <Clock aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:MM"
          maxLength={5}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={[invalid ? problemId : null, describedBy].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            setLeft(false);
            onChange(event.target.value);
          }}
          onBlur={() => {
            setLeft(true);
            const clock = parseClock(value);
            if (clock && clock !== value) onChange(clock);
          }}
          className={cn(fieldStyles, 'h-11 pl-9 tabular-nums', className)}
        />
      </div>
      {invalid && (
        <FieldMessage id={problemId} tone="error">
          Use the 24-hour clock, like 09:30.
        </FieldMessage>
      )}
    </div>
  );
}
