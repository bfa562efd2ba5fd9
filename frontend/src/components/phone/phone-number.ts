/**
 * What every phone field says, on sign-in and in settings alike; the second is word for word the
 * server's own refusal (accounts' normalisePhone), so a number reads the same wherever it is refused.
 */
export const phoneMessages = {
  required: 'Please enter your phone number',
  invalid: 'Please enter a valid phone number, including its country code.',
} as const;

/**
 * Joins the country code and the local number, dropping a leading 0 and any spacing. A number
 * typed or pasted with its own country code ("+44 7911…" or "0044 7911…") is kept as it is, so the
 * code is not added twice.
 */
export function buildPhone(countryCode: string, localNumber: string): string {
  const typed = localNumber.trim();
  if (/^(\+|00)/.test(typed)) return `+${typed.replace(/^\+|^00/, '').replace(/[^\d]/g, '')}`;
  const digits = typed.replace(/[^\d]/g, '').replace(/^0+/, '');
  return `${countryCode}${digits}`;
}
