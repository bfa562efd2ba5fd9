/**
 * Leaving the app for the payment page is a full page load, not a router navigation. Kept in an
 * object so tests can watch it without replacing jsdom's read-only `window.location`.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Only web addresses may be followed; anything else from the server is treated as missing. */
export function checkoutUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
