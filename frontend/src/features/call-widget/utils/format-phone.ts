import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** `+44 7700 900123` for reading; the E.164 form stays in links and on the clipboard. */
export function formatPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
