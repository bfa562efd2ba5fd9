import { readStored, writeStored } from '@/lib/browser-storage';

import { trackingKeys } from './tracking-storage';

const randomAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomPart(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => randomAlphabet[byte % randomAlphabet.length]).join('');
}

/** `sess_{timestamp}_{random}` (spec section 9); the server accepts only letters and digits after the time. */
export function newSessionId(now: number = Date.now()): string {
  return `sess_${now}_${randomPart(9)}`;
}

/** The id of this browser tab's visit: made on the first page, kept in session storage until the tab closes. */
export function currentSessionId(): string {
  const stored = readStored('session', trackingKeys.sessionId);
  if (stored) return stored;
  const created = newSessionId();
  writeStored('session', trackingKeys.sessionId, created);
  return created;
}
