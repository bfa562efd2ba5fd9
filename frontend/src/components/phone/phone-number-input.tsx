import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

import type { Country } from './countries';
import { CountryPicker } from './country-picker';

export type PhoneNumberInputProps = {
  id: string;
  country: Country;
  onCountryChange: (country: Country) => void;
  localNumber: string;
  onLocalNumberChange: (localNumber: string) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
};

/**
 * The one phone field of the app, on sign-in and in settings: the country code picker, then the
 * number as the person writes it at home. Two siblings, so the form around them lays them out
 * (a grid on sign-in, a row in settings); `buildPhone` joins them.
 */
export function PhoneNumberInput({
  id,
  country,
  onCountryChange,
  localNumber,
  onLocalNumberChange,
  invalid = false,
  describedBy,
  disabled = false,
  autoFocus = false,
  className,
}: PhoneNumberInputProps) {
  return (
    <>
      <CountryPicker value={country} onChange={onCountryChange} disabled={disabled} />
      <label htmlFor={id} className="sr-only">
        Phone number
      </label>
      <Input
        id={id}
        value={localNumber}
        onChange={(event) => onLocalNumberChange(event.target.value)}
        placeholder="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={32}
        disabled={disabled}
        autoFocus={autoFocus}
        invalid={invalid}
        aria-describedby={describedBy}
        className={cn('min-w-0', className)}
      />
    </>
  );
}
