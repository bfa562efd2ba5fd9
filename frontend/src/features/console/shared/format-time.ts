import { format } from 'date-fns';

/** A server timestamp in the operator's own time zone, to the second: the order of events matters here. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'd MMM yyyy, HH:mm:ss');
}

/** The day of a server timestamp, in the operator's time zone: for columns where the hour is noise. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'd MMM yyyy');
}

/** A billing period end (Unix seconds) in the product's date format (spec section 3), or 'N/A'. */
export function formatPeriodEnd(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return 'N/A';
  return format(new Date(seconds * 1000), 'MMMM d, yyyy');
}
