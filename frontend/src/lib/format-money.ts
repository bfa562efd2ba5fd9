/**
 * Prices as the app writes them (DESIGN.md section 7, "One style"): "£10", "£9.50", "£10/month".
 */

export type CurrencyCode = 'GBP' | 'USD';
export type PriceInterval = 'hour' | 'month' | 'year';

export type Money = { amount: number | string; currency: string };

// Each currency in the locale that writes it plainly: "£10", "$20".
const currencyLocales: Record<string, string> = { GBP: 'en-GB', USD: 'en-US' };

/** "£10", "£9.50": whole amounts without pennies. An amount may come as the server's decimal string ("10.00"). */
export function formatMoney({ amount, currency }: Money): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const code = currency.toUpperCase();
  if (!Number.isFinite(value)) return `${amount} ${code}`;
  return moneyFormat(code, Number.isInteger(value)).format(value);
}

// Making an Intl formatter costs far more than using one (a page of prices spent tens of
// milliseconds on a phone making them), so each is made once.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(code: string, whole: boolean): Intl.NumberFormat {
  const key = `${code} ${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(currencyLocales[code] ?? 'en-GB', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** "£10/month", "£100/year". */
export function formatPrice(price: Money & { interval: PriceInterval }): string {
  return `${formatMoney(price)}/${price.interval}`;
}
