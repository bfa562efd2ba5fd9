import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import twilio from 'twilio';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';

export const INBOUND_PATH = '/api/twilio/inbound';

/**
 * Twilio signs each webhook with the account's auth token over the address it called (PUBLIC_URL
 * and the path) and the form fields. Without a token configured nothing can be checked, so nothing
 * is accepted either.
 */
@Injectable()
export class TwilioSignature {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  check(signature: string | undefined, form: Record<string, unknown>): void {
    const token = this.config.twilio.authToken;
    if (!token) throw new ForbiddenException('Inbound messages are not accepted: Twilio is not configured.');
    if (!signature) throw new ForbiddenException('The request is not signed by Twilio.');
    if (!twilio.validateRequest(token, signature, `${this.config.publicUrl}${INBOUND_PATH}`, form))
      throw new ForbiddenException('The Twilio signature does not match.');
  }
}
