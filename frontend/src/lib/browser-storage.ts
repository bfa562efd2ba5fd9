export type StorageKind = 'session' | 'local';

// Storage can be missing or throw (private windows, blocked cookies); a page must keep working
// without it, so every access goes through these two functions.
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
    // A full or blocked storage only means the value is not remembered.
  }
}

/** Keys that hold something of the signed-in person; signing out removes them (forgetPersonalStorage). */
const personalKeys = new Set<string>();

/** Declares a key personal; called where the key is defined, so it is known from the page's start. */
export function markPersonal(kind: StorageKind, key: string): void {
  personalKeys.add(`${kind}:${key}`);
}

export function forgetPersonalStorage(): void {
  for (const entry of personalKeys) {
    const [kind, key] = entry.split(/:(.*)/s) as [StorageKind, string];
    try {
      storageOf(kind)?.removeItem(key);
    } catch {
      // Storage that cannot be written holds nothing to forget.
    }
  }
}
