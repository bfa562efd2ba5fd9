/**
 * The pieces a feature's history sentence is made of (`summary` in its declaration), so every line
 * on the console writes dates, money and private content the same way: "Jan 5, 12:00", "£10.00",
 * "(private)". Times are written in the zone the event names (a task's), else in UTC, which the
 * console says beside them.
 */

/** Stands where a person's own words or numbers would be: the console never shows them in a history line. */
export const PRIVATE = '(private)';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO instant or Unix seconds as a Date; null for anything else. */
function toDate(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value * 1000);
  if (typeof value === 'string' && value) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

function partsIn(date: Date, timeZone: string | undefined): { year: number; month: number; day: number; hour: string; minute: string } {
  let zone = timeZone || 'UTC';
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: parts.hour, minute: parts.minute };
}

/** "Nov 29" (with the year when it is not this year). */
export function day(value: unknown, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '—';
  const p = partsIn(date, timeZone);
  const year = p.year === new Date().getUTCFullYear() ? '' : `, ${p.year}`;
  return `${MONTHS[p.month - 1]} ${p.day}${year}`;
}

/** "Nov 29, 12:00" on the 24-hour clock (the year added when it is not this year). */
export function dayAndTime(value: unknown, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '—';
  const p = partsIn(date, timeZone);
  return `${day(value, timeZone)}, ${p.hour}:${p.minute}`;
}

/** "£10.00" from minor units. */
export function money(minor: unknown, currency: unknown = 'gbp'): string {
  const amount = typeof minor === 'number' && Number.isFinite(minor) ? minor : 0;
  const code = typeof currency === 'string' && /^[a-z]{3}$/i.test(currency) ? currency.toUpperCase() : 'GBP';
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: code, minimumFractionDigits: 2 }).format(amount / 100);
}

/** Joins the parts that are there with " · ": `sentence('Task created', due && 'due …', important && 'important')`. */
export function sentence(...parts: unknown[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join(' · ');
}
