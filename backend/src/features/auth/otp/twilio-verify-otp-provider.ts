import { Logger } from '@nestjs/common';
import { createTwilioClient, type TwilioClient } from '../../../platform/twilio/twilio-client';
import type { OtpProvider } from './otp-provider.port';
import { loggedError } from '../../../platform/logging/provider-error';

/** Twilio Verify: WhatsApp first, SMS when WhatsApp cannot deliver. Twilio keeps and checks the code. */
export class TwilioVerifyOtpProvider implements OtpProvider {
  readonly name = 'twilio' as const;
  private readonly logger = new Logger('OTP');
  private readonly client: TwilioClient;

  constructor(
    accountSid: string,
    authToken: string,
    private readonly serviceSid: string,
    apiBase: string | null = null,
  ) {
    this.client = createTwilioClient(accountSid, authToken, apiBase);
  }

  async send(phone: string): Promise<{ code: null; channel: 'whatsapp' | 'sms' }> {
    const verify = this.client.verify.v2.services(this.serviceSid);
    try {
      await verify.verifications.create({ to: phone, channel: 'whatsapp' });
      return { code: null, channel: 'whatsapp' };
    } catch (error) {
      this.logger.warn({ err: loggedError(error) }, 'WhatsApp delivery failed; falling back to SMS');
      await verify.verifications.create({ to: phone, channel: 'sms' });
      return { code: null, channel: 'sms' };
    }
  }

  async check(phone: string, code: string): Promise<boolean> {
    const result = await this.client.verify.v2.services(this.serviceSid).verificationChecks.create({ to: phone, code });
    return result.status === 'approved';
  }
}
