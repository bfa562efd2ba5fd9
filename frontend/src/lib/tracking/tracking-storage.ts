/**
 * The visit's keys in browser storage (spec section 3, "Client storage"), shared by everything
 * that records an analytics event: page visits, the WhatsApp entry link and sign-in.
 */
export const trackingKeys = {
  sessionId: 'daily.sessionId',
  trafficSource: 'daily.trafficSource',
} as const;

type StorageKind = 'session' | 'local';

// Storage can be missing or throw (private windows, blocked cookies); tracking must never
// break a page, so a storage failure only means the value is not remembered.
function storageOf(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: StorageKind, key: string, value: string): void {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch {
    // Nothing to do: the next page simply makes or reads the value again.
  }
}
