import { parsePhoneNumberFromString } from 'libphonenumber-js';

import { userDataMessages } from './user-data-messages';

// The phone-number metadata is the largest part of this module: the settings page loads it after
// its first render (see phone-field.tsx), not with the page.

/** The number in E.164 (`+447911123456`); a number without a country code is read as a UK one. */
export function toE164(draft: string): string | null {
  const parsed = parsePhoneNumberFromString(draft.trim(), 'GB');
  // "Possible" (the right length), not "valid": reserved test ranges must pass, the server decides.
  return parsed?.isPossible() ? parsed.number : null;
}

export function phoneProblem(draft: string): string | null {
  if (!draft.trim()) return userDataMessages.phoneRequired;
  return toE164(draft) ? null : userDataMessages.phoneInvalid;
}

/** `+44 7911 123456` for reading; anything unparseable is shown as stored. */
export function formatPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
