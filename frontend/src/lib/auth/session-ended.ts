import { readStored, writeStored } from '@/lib/browser-storage';

const key = 'daily:session-ended';

/**
 * A session the server no longer accepts (expired, or ended on another device) is not a sign-out the
 * person chose: the page they were on is noted, so the sign-in page can say why it is shown and take
 * them back there. Kept for this tab only; the path holds nothing of the person.
 */
export const sessionEnded = {
  mark(path: string): void {
    writeStored('session', key, path.startsWith('/') ? path : '/');
  },
  /** Where the person was when their session ended, or null when it did not end that way. */
  read(): string | null {
    const path = readStored('session', key);
    // Only a path of this site: never a place elsewhere, whatever the storage holds.
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  },
  clear(): void {
    writeStored('session', key, '');
  },
};

/** Where a page the person was on lives, for taking them back there after signing in again. */
export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}
