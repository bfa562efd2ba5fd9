/** Bounds of the public tracking endpoint and the reports (spec sections 3 and 9). */

/** `sess_{timestamp}_{random}`, as the web client makes it (spec: Client storage). */
export const SESSION_ID_PATTERN = /^sess_[0-9]{1,20}_[A-Za-z0-9]{1,64}$/;
export const MAX_SESSION_ID = 100;
export const MAX_SOURCE = 100;
export const MAX_PATH = 500;
export const MAX_USER_AGENT = 500;
export const MAX_REFERRER = 500;
export const MAX_USER_ID = 64;

/** A tracking body is a handful of short strings; anything larger is not one of ours. */
export const MAX_TRACKING_BODY_BYTES = 4 * 1024;

/** hasControlCharacters as a pattern, for the API document: no C0 control character and no DEL. */
export const NO_CONTROL_CHARACTERS = '^[^\\x00-\\x1F\\x7F]*$';

/** Control characters have no place in a path, a source or a user agent, and would garble logs and CSV exports. */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A year, leap day included: the longest range the dashboard asks for is 30 days. */
export const MAX_RANGE_DAYS = 366;

export const RECENT_DEFAULT = 20;
export const RECENT_MAX = 100;

/** Requests per minute per address when ANALYTICS_RATE_LIMIT_PER_MINUTE is unset. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 120;
