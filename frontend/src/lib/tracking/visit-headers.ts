import { currentSessionId } from './session-id';
import { currentTrafficSource } from './traffic-source';

// encodeURIComponent throws on a lone surrogate; such a value is left out, never the request.
function encoded(value: string): string | null {
  try {
    return encodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The visit a request belongs to, for events the server records itself (a sign-in's `login` or
 * `existing_user`), so they count for the visitor's traffic source like the page visits do.
 * URI-encoded, since a header carries only ASCII and a source from a link may not be.
 */
export function visitHeaders(pagePath: string = window.location.pathname): Record<string, string> {
  const values = {
    'X-Analytics-Session': encoded(currentSessionId()),
    'X-Analytics-Source': encoded(currentTrafficSource() ?? ''),
    'X-Analytics-Path': encoded(pagePath),
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));
}
