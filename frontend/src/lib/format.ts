/**
 * The one place dates become words (DESIGN.md section 7, "One style"): month first,
 * as spec section 3 writes "January 5, 2025", and a 24-hour clock. Everything is shown in the
 * reader's own time zone, except calendar days (YYYY-MM-DD), which name the day they say.
 *
 *   long             January 5, 2025
 *   with weekday     Tuesday, January 5            (the year added when it is not this year)
 *   short            Jan 5                         (likewise)
 *   weekday, short   Tue                           (a day's column in a strip of days)
 *   with time        Jan 5, 12:00                  (likewise; seconds only where order matters)
 *
 * Prices are written by lib/format-money.ts, counts by lib/format-count.ts, and a typed time of day
 * is read by lib/parse-clock.ts: pages that show only dates do not carry them.
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
