/** Sends one-time codes and, for providers that keep the code themselves, checks them. */
export interface OtpProvider {
  readonly name: 'local' | 'twilio';
  /** Sends a code. Returns the code when this service generated it (local), or null when the provider keeps it. */
  send(phone: string): Promise<{ code: string | null; channel: 'whatsapp' | 'sms' | 'log' }>;
  /** Only for providers that keep the code: true when it matches. */
  check(phone: string, code: string): Promise<boolean>;
}

export const OTP_PROVIDER = Symbol('OTP_PROVIDER');
