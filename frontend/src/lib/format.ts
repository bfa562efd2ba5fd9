/**
 * The one place dates and prices become words (DESIGN.md section 7, "One style"): month first,
 * as spec section 3 writes "January 5, 2025", and a 24-hour clock. Everything is shown in the
 * reader's own time zone, except calendar days (YYYY-MM-DD), which name the day they say.
 *
 *   long             January 5, 2025
 *   with weekday     Tuesday, January 5            (the year added when it is not this year)
 *   short            Jan 5                         (likewise)
 *   weekday, short   Tue                           (a day's column in a strip of days)
 *   with time        Jan 5, 12:00                  (likewise; seconds only where order matters)
 *   price            £10/month, £100/year
 */

/** `auto` writes the year only when it is not the current one; `always` writes it every time. */
export type YearStyle = 'auto' | 'always';

export type DateStyleOptions = {
  /** Today, for deciding whether the year is needed (tests pass a fixed one). */
  now?: Date;
  year?: YearStyle;
};

// Written out rather than taken from a date library: every page that shows a date carries this
// module, and the English names are all it needs (a library's formatter is ~9 KB gzip of it).
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

const isValid = (date: Date) => !Number.isNaN(date.getTime());
const isSameYear = (a: Date, b: Date) => a.getFullYear() === b.getFullYear();
const twoDigits = (value: number) => String(value).padStart(2, '0');
const monthName = (date: Date) => MONTHS[date.getMonth()] ?? '';
const shortMonth = (date: Date) => monthName(date).slice(0, 3);

/** A calendar day (YYYY-MM-DD) as the local date it names, or null when it is not a real day. */
export function parseDay(key: string): Date | null {
  const parts = DAY_KEY.exec(key);
  if (!parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(year, month - 1, day);
  // 2025-02-30 would roll over into March: only a day that exists reads back as itself.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A Unix time in seconds (the payment provider's clock) as a date, or null when there is none. */
export function fromUnixSeconds(seconds: number | null | undefined): Date | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  const date = new Date(seconds * 1000);
  return isValid(date) ? date : null;
}

/** An ISO timestamp from the server as a date, or null when it cannot be read. */
export function fromIso(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return isValid(date) ? date : null;
}

function withYear(date: Date, { now = new Date(), year = 'auto' }: DateStyleOptions): boolean {
  return year === 'always' || !isSameYear(date, now);
}

/** "January 5, 2025": always with its year, the form of spec section 3. */
export function formatLongDate(date: Date): string {
  return `${monthName(date)} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Tuesday, January 5" (", 2024" added for another year). */
export function formatWeekdayDate(date: Date, options: DateStyleOptions = {}): string {
  const day = `${WEEKDAYS[date.getDay()] ?? ''}, ${monthName(date)} ${date.getDate()}`;
  return withYear(date, options) ? `${day}, ${date.getFullYear()}` : day;
}

/** "Jan 5" (", 2024" added for another year). */
export function formatShortDate(date: Date, options: DateStyleOptions = {}): string {
  const day = `${shortMonth(date)} ${date.getDate()}`;
  return withYear(date, options) ? `${day}, ${date.getFullYear()}` : day;
}

/** "Tue": the weekday alone, as a strip of days heads each day. */
export function formatShortWeekday(date: Date): string {
  return (WEEKDAYS[date.getDay()] ?? '').slice(0, 3);
}

/** "12:00", "09:05": the 24-hour clock. */
export function formatClock(date: Date, { seconds = false }: { seconds?: boolean } = {}): string {
  const clock = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return seconds ? `${clock}:${twoDigits(date.getSeconds())}` : clock;
}

/** "Jan 5, 12:00" (", 2024" after the day for another year); to the second where the order of events matters. */
export function formatDateTime(date: Date, options: DateStyleOptions & { seconds?: boolean } = {}): string {
  return `${formatShortDate(date, options)}, ${formatClock(date, options)}`;
}

/**
 * A span of days in the short form, the year written once: "Jan 3 – 12", "Jan 28 – Feb 6",
 * "Dec 28, 2024 – Jan 6, 2025" (the year of both sides when they differ from each other or from now).
 */
export function formatDateRange(start: Date, end: Date, options: DateStyleOptions = {}): string {
  const year = withYear(start, options) || withYear(end, options) ? 'always' : undefined;
  if (year && !isSameYear(start, end)) return `${formatShortDate(start, { year })} – ${formatShortDate(end, { year })}`;
  const tail = year ? `, ${end.getFullYear()}` : '';
  const startDay = `${shortMonth(start)} ${start.getDate()}`;
  if (start.getMonth() === end.getMonth()) return `${startDay} – ${end.getDate()}${tail}`;
  return `${startDay} – ${shortMonth(end)} ${end.getDate()}${tail}`;
}

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

/** "£10/month", "£100/year". */
export function formatPrice(price: Money & { interval: PriceInterval }): string {
  return `${formatMoney(price)}/${price.interval}`;
}

/**
 * What a person typed as a time, on the 24-hour clock the app writes: "9" → "09:00", "930" →
 * "09:30", "9.5" → "09:05", "21:15" → "21:15". Null when it is not a time of day.
 */
export function parseClock(text: string): string | null {
  const input = text.trim();
  const separated = /^(\d{1,2})[:.h ](\d{1,2})$/.exec(input);
  const digits = /^\d{1,4}$/.test(input) ? input : null;
  const [hours, minutes] = separated
    ? [Number(separated[1]), Number(separated[2])]
    : digits === null
      ? [NaN, NaN]
      : digits.length <= 2
        ? [Number(digits), 0]
        : [Number(digits.slice(0, -2)), Number(digits.slice(-2))];
  if (!Number.isInteger(hours) || !Number.isInteger(minutes) || hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
