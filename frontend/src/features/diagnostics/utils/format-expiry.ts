/** A token expiry (Unix seconds) as a date and time, or a dash when there is none. */
export function formatExpiry(expiresAt: number | undefined, none: string): string {
  if (!expiresAt) return none;
  return new Date(expiresAt * 1000).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
}
