import { readStored, writeStored } from '@/lib/browser-storage';

/** A yes/no fact remembered for the rest of the browser session. */
export function hasSessionFlag(key: string): boolean {
  return readStored('session', key) === 'true';
}

export function setSessionFlag(key: string): void {
  writeStored('session', key, 'true');
}
