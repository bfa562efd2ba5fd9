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
    let event: unknown;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, this.secret);
    } catch {
      throw new DomainError('The webhook signature is not valid.', 'invalid');
    }
    // A signature proves who sent the bytes, not that they hold an event: `null` or `[]` signs as well as anything.
    if (!isEventShaped(event))
      throw new DomainError('The webhook body is not a Stripe event (an object with an id, a type and data).', 'invalid');
    return event;
  }
}

function isEventShaped(value: unknown): value is StripeEventShape {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const event = value as Record<string, unknown>;
  return typeof event.id === 'string' && typeof event.type === 'string' && typeof event.data === 'object' && event.data !== null;
}
