/** How long a stream may stay open when the token's expiry cannot be read (it always can for our tokens). */
const FALLBACK_MS = 15 * 60 * 1000;

/**
 * When the bearer token of a request that passed the access guard expires, in epoch ms. The guard
 * has verified the token's signature and refused one without `exp`, so its payload is only read.
 */
export function accessTokenExpiry(authorization: string | undefined, now = Date.now()): number {
  const payload = authorization?.replace(/^Bearer\s+/i, '').split('.')[1];
  try {
    const exp = (JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : now + FALLBACK_MS;
  } catch {
    return now + FALLBACK_MS;
  }
}
