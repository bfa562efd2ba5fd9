/** Counts and rates as the app writes them: "1,234", "12.50%". */

const countFormat = new Intl.NumberFormat('en-GB');

/** "1,234": a count as the app writes it. */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

/**
 * A signup rate the server worked out (percent, two decimals) as the analytics page and the console
 * show it: "12.50%", or "0%" when there were no visits (spec section 2).
 */
export function formatSignupRate(rate: number, visits: number): string {
  return visits <= 0 ? '0%' : `${rate.toFixed(2)}%`;
}
