import { phoneMessages } from '@/components/phone/phone-number';

/** The phone form's rules from spec section 5, kept pure so they can be tested without a browser. */
export const PHONE_MESSAGES = {
  phoneRequired: phoneMessages.required,
  consentRequired: 'Please consent to our privacy policy',
  otpRequired: 'Please enter the OTP',
} as const;

export function validatePhoneStep(localNumber: string, consent: boolean): string | null {
  if (!localNumber.trim()) return PHONE_MESSAGES.phoneRequired;
  if (!consent) return PHONE_MESSAGES.consentRequired;
  return null;
}

export function validateOtp(otp: string): string | null {
  return otp.trim() ? null : PHONE_MESSAGES.otpRequired;
}
