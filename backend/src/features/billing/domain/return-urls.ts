import { DomainError } from '../../../platform/commands/domain-error';

/**
 * Where the payment page may send people back to. Only addresses on our own origin (PUBLIC_URL)
 * are accepted, so a checkout link can never be turned into a redirect to someone else's site.
 * A path such as `/stripe/success` is read relative to PUBLIC_URL; nothing given means `fallbackPath`.
 */
export function ownReturnUrl(raw: string | null | undefined, fallbackPath: string, publicUrl: string, field: string): string {
  const base = new URL(publicUrl);
  const value = raw?.trim() || fallbackPath;
  const refuse = (): never => {
    throw new DomainError(`${field} must be an address on ${base.origin}.`, 'invalid');
  };
  // "//host" and "/\host" are read by browsers as another host, not as a path.
  if (value.startsWith('//') || value.startsWith('/\\')) refuse();
  let url: URL;
  try {
    url = value.startsWith('/') ? new URL(value, base) : new URL(value);
  } catch {
    return refuse();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== base.origin || url.username || url.password) refuse();
  return url.href;
}

/** Adds `session_id` to a return address, keeping any query and fragment it already has. */
export function withSessionId(url: string, sessionId: string): string {
  const target = new URL(url);
  target.searchParams.set('session_id', sessionId);
  return target.href;
}

/** Stripe fills in `{CHECKOUT_SESSION_ID}` itself; the braces must reach it unencoded. */
export function withStripeSessionPlaceholder(url: string): string {
  return withSessionId(url, '{CHECKOUT_SESSION_ID}').replace('%7BCHECKOUT_SESSION_ID%7D', '{CHECKOUT_SESSION_ID}');
}
