import { describe, expect, it } from 'vitest';

import { allCountries, filterCountries } from './countries';
import { buildPhone, validateOtp, validatePhoneStep } from './phone-rules';

describe('phone form rules', () => {
  it('removes a leading 0 before the country code is prepended', () => {
    expect(buildPhone('+44', '07911 123456')).toBe('+447911123456');
    expect(buildPhone('+33', '6 12 34 56 78')).toBe('+33612345678');
  });

  it('keeps a number that already carries its country code, instead of adding the code twice', () => {
    expect(buildPhone('+44', '+44 7911 123456')).toBe('+447911123456');
    expect(buildPhone('+44', '0033 6 12 34 56 78')).toBe('+33612345678');
    expect(buildPhone('+44', ' +1 (202) 555-0123')).toBe('+12025550123');
  });

  it('asks for the phone first, then consent', () => {
    expect(validatePhoneStep('', false)).toBe('Please enter your phone number');
    expect(validatePhoneStep('   ', true)).toBe('Please enter your phone number');
    expect(validatePhoneStep('7911123456', false)).toBe('Please consent to our privacy policy');
    expect(validatePhoneStep('7911123456', true)).toBeNull();
  });

  it('needs an OTP', () => {
    expect(validateOtp(' ')).toBe('Please enter the OTP');
    expect(validateOtp('123456')).toBeNull();
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
