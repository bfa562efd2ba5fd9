import { describe, expect, it } from 'vitest';

import { validateOtp, validatePhoneStep } from './phone-rules';

describe('phone sign-in steps', () => {
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
