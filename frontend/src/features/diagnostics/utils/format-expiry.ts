import { formatDateTime, fromUnixSeconds } from '@/lib/format';

/** A token expiry (Unix seconds) as a date and time to the second, or a dash when there is none. */
export function formatExpiry(expiresAt: number | undefined, none: string): string {
  const date = fromUnixSeconds(expiresAt);
  return date ? formatDateTime(date, { seconds: true }) : none;
}
