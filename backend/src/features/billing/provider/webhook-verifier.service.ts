import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { DomainError } from '../../../platform/commands/domain-error';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import type { StripeEventShape } from './stripe-shapes';

/**
 * Checks the `Stripe-Signature` header against the exact bytes received, with the SDK's own
 * verifier (HMAC with STRIPE_WEBHOOK_SECRET, five-minute tolerance against replays).
 */
@Injectable()
export class WebhookVerifier {
  private readonly secret: string | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = config.stripe.webhookSecret;
  }

  verify(rawBody: Buffer | undefined, signature: string | undefined): StripeEventShape {
    if (!this.secret)
      throw new DomainError('Payment webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET is unset).', 'unavailable');
    if (!rawBody || !signature) throw new DomainError('The webhook signature is missing.', 'invalid');
    try {
      return Stripe.webhooks.constructEvent(rawBody, signature, this.secret) as unknown as StripeEventShape;
    } catch {
      throw new DomainError('The webhook signature is not valid.', 'invalid');
    }
  }
}
