/** The phone form's rules from spec section 5, kept pure so they can be tested without a browser. */
export const PHONE_MESSAGES = {
  phoneRequired: 'Please enter your phone number',
  consentRequired: 'Please consent to our privacy policy',
  otpRequired: 'Please enter the OTP',
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

export function validatePhoneStep(localNumber: string, consent: boolean): string | null {
  if (!localNumber.trim()) return PHONE_MESSAGES.phoneRequired;
  if (!consent) return PHONE_MESSAGES.consentRequired;
  return null;
}

export function validateOtp(otp: string): string | null {
  return otp.trim() ? null : PHONE_MESSAGES.otpRequired;
}
