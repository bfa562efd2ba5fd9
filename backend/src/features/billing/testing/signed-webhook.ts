import Stripe from 'stripe';
import { call, type JsonResponse } from '../../../testing/test-server';

/** Posts an event to the webhook signed as Stripe signs it (the SDK's own test-header helper). */
export async function postSignedWebhook(
  baseUrl: string,
  event: unknown,
  secret: string,
  options: { tamper?: boolean } = {},
): Promise<JsonResponse> {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const sent = options.tamper ? payload.replace(/"created":\d+/, '"created":1') : payload;
  return call(baseUrl, 'POST', '/api/stripe/webhook', sent, undefined, { 'stripe-signature': header });
}
