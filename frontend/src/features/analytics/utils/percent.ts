const percentFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A conversion the server worked out (percent, two decimals) as the page shows it: "40%", "66.67%", or "—" when there is none. */
export function formatConversion(conversion: number | null): string {
  return conversion === null ? '—' : `${percentFormat.format(conversion)}%`;
}
