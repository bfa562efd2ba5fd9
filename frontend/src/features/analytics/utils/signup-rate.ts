/**
 * A signup rate the server worked out (percent, two decimals) as the page shows it: with two
 * decimals, or '0' when there were no visits (spec section 2).
 */
export function formatSignupRate(rate: number, visits: number): string {
  if (visits <= 0) return '0';
  return rate.toFixed(2);
}
