import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import twilio from 'twilio';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';

export const INBOUND_PATH = '/api/twilio/inbound';

/**
 * Twilio signs each webhook with the account's auth token over the address it called (PUBLIC_URL
 * and the path) and the form fields. Without a token configured nothing can be checked, so nothing
 * is accepted either. A guard, so that it runs before the body is validated: an unsigned request is
 * refused as unsigned (403), whatever its fields.
 */
@Injectable()
export class TwilioSignatureGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const form = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const signature = request.headers['x-twilio-signature'];
    const token = this.config.twilio.authToken;
    if (!token) throw new ForbiddenException('Inbound messages are not accepted: Twilio is not configured.');
    if (typeof signature !== 'string' || !signature) throw new ForbiddenException('The request is not signed by Twilio.');
    if (!twilio.validateRequest(token, signature, `${this.config.publicUrl}${INBOUND_PATH}`, form))
      throw new ForbiddenException('The Twilio signature does not match.');
    return true;
  }
}
