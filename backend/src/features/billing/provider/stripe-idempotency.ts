import { createHash } from 'node:crypto';

/**
 * Stripe answers a key it has seen with the first object only when the parameters are the same,
 * and refuses the call otherwise. The parameters' digest is part of the key, so a retry with the
 * same request gets the first object while a different request (another code typed) is a new create.
 */
export function stripeIdempotencyKey(base: string, params: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(params)).digest('base64url').slice(0, 22);
  return `${base}-${digest}`;
}
