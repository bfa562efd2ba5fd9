import { readStored, writeStored } from '../utils/browser-storage';
import { storageKeys } from '../utils/storage-keys';

/** `sess_<timestamp>_<random>`, the pattern the tracking endpoint accepts. */
export function newSessionId(now = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 10) || '0';
  return `sess_${now}_${random}`;
}

/** The visit's session id, created here when the analytics feature has not made one yet. */
export function currentSessionId(): string {
  const existing = readStored('session', storageKeys.sessionId);
  if (existing) return existing;
  const created = newSessionId();
  writeStored('session', storageKeys.sessionId, created);
  return created;
}

export function currentTrafficSource(): string | null {
  return readStored('local', storageKeys.trafficSource);
}
