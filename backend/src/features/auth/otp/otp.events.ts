/** Codes are never stored: local codes as a keyed hash, provider-checked codes not at all. */
export type CodeSent = {
  type: 'auth.code_sent';
  data: {
    phoneHash: string;
    codeHash: string | null;
    provider: 'local' | 'twilio' | 'test-phone';
    channel: 'whatsapp' | 'sms' | 'log' | 'none';
    sentAt: string;
    expiresAt: string;
  };
};
export type CodeCheckFailed = { type: 'auth.code_check_failed'; data: { phoneHash: string; failures: number } };
export type CodeVerified = { type: 'auth.code_verified'; data: { phoneHash: string } };

export type OtpEvent = CodeSent | CodeCheckFailed | CodeVerified;
export const otpStream = (phoneHash: string): string => `otp-${phoneHash}`;
