import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';

import { cn } from '@/lib/cn';

import { allCountries, type Country, filterCountries } from './countries';

export type CountryListProps = {
  value: Country;
  onChoose: (country: Country) => void;
};

/** The searchable list inside the country picker; it brings the phone-number metadata with it. */
export function CountryList({ value, onChoose }: CountryListProps) {
  const [query, setQuery] = useState('');
  const listId = useId();
  const matches = useMemo(() => filterCountries(allCountries(), query), [query]);

  return (
    <>
      <div className="relative mb-2">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
        <input
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && matches[0]) {
              event.preventDefault();
              onChoose(matches[0]);
            }
          }}
          placeholder="Search countries..."
          aria-label="Search countries"
          aria-controls={listId}
          className="h-10 w-full rounded-control border border-control-border bg-surface pr-3 pl-9 text-small text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-accent"
        />
      </div>
      <ul id={listId} role="listbox" aria-label="Countries" className="max-h-64 overflow-y-auto">
        {matches.length === 0 && <li className="px-3 py-2 text-small text-ink-muted">No country matches “{query}”.</li>}
        {matches.map((country) => (
          <li key={country.letters} role="option" aria-selected={country.letters === value.letters}>
            <button
              type="button"
              onClick={() => onChoose(country)}
              className={cn(
                'flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-small hover:bg-canvas focus-visible:bg-canvas focus-visible:outline-none',
                country.letters === value.letters && 'font-semibold text-accent',
              )}
            >
              <span className="truncate">{country.name}</span>
              <span className="shrink-0 text-ink-muted tabular-nums">{country.code}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
