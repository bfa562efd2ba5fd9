import { ChevronDown } from 'lucide-react';
import { Suspense, useState } from 'react';

import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { deferredComponent } from '@/lib/deferred-component';

import type { Country } from './countries';

// The list of every country needs the phone-number metadata: it loads when the picker is first
// opened (or pointed at), not with the sign-in form.
const { Component: CountryList, preload: loadCountryList } = deferredComponent(async () => (await import('./country-list')).CountryList);

interface CountryPickerProps {
  value: Country;
  onChange: (country: Country) => void;
  disabled?: boolean;
}

/** The country-code dropdown with its search box (spec: "Search countries...", about 16rem tall). */
export function CountryPicker({ value, onChange, disabled }: CountryPickerProps) {
  const [open, setOpen] = useState(false);

  const choose = (country: Country) => {
    onChange(country);
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        type="button"
        disabled={disabled}
        aria-label={`Country code ${value.code}, ${value.name}. Change country`}
        onPointerEnter={() => void loadCountryList()}
        onFocus={() => void loadCountryList()}
        className={cn(
          'inline-flex h-11 shrink-0 items-center gap-1 rounded-control border border-control-border bg-surface px-3 text-body text-ink',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60',
        )}
      >
        <span className="font-medium tabular-nums">{value.code}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
      </PopoverTrigger>
      <PopoverContent align="start" aria-label="Country code" className="w-80 p-2">
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 px-3 py-2 text-small text-ink-muted">
              <Spinner size="sm" className="text-accent" />
              Loading countries...
            </p>
          }
        >
          <CountryList value={value} onChoose={choose} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
