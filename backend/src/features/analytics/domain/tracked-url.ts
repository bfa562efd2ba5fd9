/**
 * Query strings and fragments can carry tokens, e-mail addresses or codes (magic links, search
 * terms, checkout ids). Analytics needs the page, not its parameters, so both are dropped before
 * anything is stored.
 */
export function withoutQuery(value: string): string {
  const cut = value.search(/[?#]/);
  return cut === -1 ? value : value.slice(0, cut);
}

/** Trims, and turns an empty text into null so "no source" has one spelling. */
export function blankToNull(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
