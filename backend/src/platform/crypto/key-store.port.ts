/**
 * Per-user data keys, stored wrapped by the master key and outside the event log.
 * Destroying a key makes every ciphertext written with it unreadable (crypto-shredding).
 */
export interface KeyStore {
  /** The wrapped key, or null when none exists or it was destroyed. */
  getWrapped(userId: string): Promise<Buffer | null>;
  /** Stores the wrapped key unless one exists; returns the one that is stored. */
  putWrappedIfAbsent(userId: string, wrapped: Buffer): Promise<Buffer>;
  /** Removes the key so that no copy remains (SQLite secure_delete; Mongo delete). */
  destroy(userId: string): Promise<void>;
  /** True when a key for this user existed and was destroyed. */
  isDestroyed(userId: string): Promise<boolean>;
  /** Live wrapped keys in id order after `after` (for re-wrapping under a new master key). */
  listWrapped(after: string, limit: number): Promise<{ userId: string; wrapped: Buffer }[]>;
  /** Replaces a wrapped key only if it is still `from` (a key destroyed meanwhile stays destroyed); true when replaced. */
  replaceWrapped(userId: string, from: Buffer, to: Buffer): Promise<boolean>;
  /** Resolves when the store answers; rejects (StoreUnavailableError) when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const KEY_STORE = Symbol('KEY_STORE');
