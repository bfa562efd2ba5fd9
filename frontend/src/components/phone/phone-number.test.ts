import { describe, expect, it } from 'vitest';

import { allCountries, countryByLetters, filterCountries } from './countries';
import { buildPhone } from './phone-number';
import { phoneNumberProblem, splitPhone } from './phone-number-rules';

describe('phone field rules', () => {
  it('removes a leading 0 before the country code is prepended', () => {
    expect(buildPhone('+44', '07911 123456')).toBe('+447911123456');
    expect(buildPhone('+33', '6 12 34 56 78')).toBe('+33612345678');
  });

  it('keeps a number that already carries its country code, instead of adding the code twice', () => {
    expect(buildPhone('+44', '+44 7911 123456')).toBe('+447911123456');
    expect(buildPhone('+44', '0033 6 12 34 56 78')).toBe('+33612345678');
    expect(buildPhone('+44', ' +1 (202) 555-0123')).toBe('+12025550123');
  });

  it("refuses a number no country can have, in the server's own words, and asks for one when empty", () => {
    expect(phoneNumberProblem('+44', '')).toBe('Please enter your phone number');
    expect(phoneNumberProblem('+44', '12')).toBe('Please enter a valid phone number, including its country code.');
    expect(phoneNumberProblem('+44', '07911 123456')).toBeNull();
    // Reserved test ranges are possible numbers: only the server knows which ones it accepts.
    expect(phoneNumberProblem('+44', '07700 900001')).toBeNull();
  });

  it('splits a stored number into its country and the number as written at home, for editing', () => {
    expect(splitPhone('+447911123456', countryByLetters('GB'))).toEqual({ country: countryByLetters('GB'), localNumber: '07911 123456' });
    expect(splitPhone('+12025550123', countryByLetters('GB'))).toEqual({ country: countryByLetters('US'), localNumber: '(202) 555-0123' });
    expect(splitPhone(null, countryByLetters('GB'))).toEqual({ country: countryByLetters('GB'), localNumber: '' });
  });
});

describe('country list', () => {
  const countries = allCountries();

  it('lists every country with its code and English name, including the default +44', () => {
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.find((c) => c.letters === 'GB')).toEqual({ letters: 'GB', code: '+44', name: 'United Kingdom' });
  });

  it('filters by name, by code and by letters', () => {
    expect(filterCountries(countries, 'germ').map((c) => c.letters)).toEqual(['DE']);
    expect(filterCountries(countries, '+49').map((c) => c.letters)).toContain('DE');
    expect(filterCountries(countries, '44').map((c) => c.letters)).toEqual(expect.arrayContaining(['GB', 'JE', 'GG', 'IM']));
    expect(filterCountries(countries, 'fr').map((c) => c.letters)).toContain('FR');
    expect(filterCountries(countries, '')).toHaveLength(countries.length);
  });
});
