import { readStored, writeStored } from '@/lib/browser-storage';

import { trackingKeys } from './tracking-storage';

// The server refuses a source over 100 characters or with control characters; a long or odd
// link parameter should still leave a usable source rather than a refused event.
const maxSourceLength = 100;

function cleanSource(value: string | null): string | null {
  if (value === null) return null;
  let printable = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code >= 0x20 && code !== 0x7f) printable += char;
  }
  const trimmed = printable.trim().slice(0, maxSourceLength).trim();
  return trimmed === '' ? null : trimmed;
}

/** The source a link names: `ref` first, else `utm_source` (spec section 9). */
export function sourceFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  return cleanSource(params.get('ref')) ?? cleanSource(params.get('utm_source'));
}

/**
 * Keeps the source a link brought the visitor with, so later pages (and later visits) are still
 * credited to it; a link with a new source replaces the old one.
 */
export function rememberTrafficSource(search: string): void {
  const source = sourceFromSearch(search);
  if (source) writeStored('local', trackingKeys.trafficSource, source);
}

export function currentTrafficSource(): string | null {
  return cleanSource(readStored('local', trackingKeys.trafficSource));
}
