import { formatDateTime, formatLongDate, formatShortDate, fromIso, fromUnixSeconds } from '@/lib/format';

/** A server timestamp in the operator's own time zone, to the second: the order of events matters here. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = fromIso(iso);
  return date ? formatDateTime(date, { seconds: true }) : iso;
}

/** A server timestamp to the minute, "Jan 5, 12:00": what a timeline shows, with the seconds on hover. */
export function formatMinute(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = fromIso(iso);
  return date ? formatDateTime(date) : '—';
}

/** The day of a server timestamp, in the operator's time zone: for columns where the hour is noise. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = fromIso(iso);
  return date ? formatShortDate(date) : iso;
}

/** A billing period end (Unix seconds) in the product's long date form (spec section 3), or 'N/A'. */
export function formatPeriodEnd(seconds: number | null | undefined): string {
  const date = fromUnixSeconds(seconds);
  return date ? formatLongDate(date) : 'N/A';
}
