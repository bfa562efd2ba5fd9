import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

import { countryByLetters, type Country } from './countries';
import { buildPhone, phoneMessages } from './phone-number';

// The phone-number metadata is the largest part of this module: forms load it after their first
// render, or when a number is sent, not with the page.

/**
 * The client's half of the one phone check: a number of a length that can exist, or the server's
 * own sentence. The server then checks that the number exists (or is a configured test number,
 * which only it knows), and its refusal is shown in the same place.
 */
export function phoneNumberProblem(countryCode: string, localNumber: string): string | null {
  if (!localNumber.trim()) return phoneMessages.required;
  return parsePhoneNumberFromString(buildPhone(countryCode, localNumber))?.isPossible() ? null : phoneMessages.invalid;
}

/**
 * A stored number as the field shows it for editing: its country, and the rest as written at home.
 * Countries that share a calling code (+44: the UK, Guernsey, Jersey, the Isle of Man) cannot be
 * told apart without the full metadata, so the form's own country stays when the code matches.
 */
export function splitPhone(e164: string | null, formCountry: Country): { country: Country; localNumber: string } {
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  if (!parsed) return { country: formCountry, localNumber: e164 ?? '' };
  const sameCode = `+${parsed.countryCallingCode}` === formCountry.code;
  const country = sameCode ? formCountry : parsed.country ? countryByLetters(parsed.country) : undefined;
  if (!country) return { country: formCountry, localNumber: e164 ?? '' };
  return { country, localNumber: parsed.formatNational() };
}

/** `+44 7911 123456` for reading; anything unparseable is shown as stored. */
export function formatPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
