/**
 * Signups per visit as a percentage with two decimals, or '0' with no visits (spec section 2).
 * Rounded from the integers in one division, as the server rounds its per-source rates, so the
 * overall card and the rows agree on the same figures (1/8 → '12.50', 1/3 → '33.33').
 */
export function formatSignupRate(signups: number, visits: number): string {
  if (visits <= 0) return '0';
  return (Math.round((signups * 10_000) / visits) / 100).toFixed(2);
}

/** A rate the server already worked out (a source's `signup_rate`), shown the same way. */
export function formatServerRate(rate: number, visits: number): string {
  if (visits <= 0) return '0';
  return rate.toFixed(2);
}
