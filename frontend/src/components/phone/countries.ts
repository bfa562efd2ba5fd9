import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export interface Country {
  /** Calling code with its plus sign, e.g. "+44". */
  code: string;
  /** ISO 3166 letters, e.g. "GB". */
  letters: CountryCode;
  /** English region name, e.g. "United Kingdom". */
  name: string;
}

let cache: Country[] | null = null;

/** Every country libphonenumber knows, with English names from the browser's own region data. */
export function allCountries(): Country[] {
  if (cache) return cache;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  cache = getCountries()
    .map((letters) => ({ letters, code: `+${getCountryCallingCode(letters)}`, name: names.of(letters) ?? letters }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cache;
}

/** Filters by name, calling code (with or without "+") or country letters. */
export function filterCountries(countries: Country[], query: string): Country[] {
  const q = query.trim().toLowerCase();
  if (!q) return countries;
  const digits = q.replace(/^\+/, '');
  return countries.filter(
    (c) =>
      c.name.toLowerCase().includes(q) || c.letters.toLowerCase() === q || (/^\d+$/.test(digits) && c.code.slice(1).startsWith(digits)),
  );
}

export function countryByLetters(letters: CountryCode): Country {
  return (
    allCountries().find((c) => c.letters === letters) ?? {
      letters,
      code: `+${getCountryCallingCode(letters)}`,
      name: letters,
    }
  );
}
