import Stripe from 'stripe';

/**
 * The Stripe SDK client. `STRIPE_API_BASE` points it at another server speaking Stripe's API
 * (a local stand-in in tests, a mock in a staging setup) instead of api.stripe.com.
 */
export function createStripeClient(secretKey: string, apiBase: string | null): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'daily' },
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}
