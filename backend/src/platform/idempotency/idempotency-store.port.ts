/** The first answer to a request, kept so that the same request sent again gets it again. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** What `begin` found for a caller's key. */
export type Claim =
  /** Nobody used the key: this request now holds it and runs. */
  | { kind: 'claimed' }
  /** The same request already ran: here is its answer, sealed as it was kept. */
  | { kind: 'answered'; sealed: string }
  /** The same request is running right now (another instance, or a double click). */
  | { kind: 'in-progress' }
  /** The key was used for a different request (another body or path). */
  | { kind: 'mismatch' };

/**
 * Idempotency keys and the first answer given for each, shared by every instance (a SQLite file
 * beside the event log, or MongoDB in cluster mode). Entries are kept for 24 hours. The store
 * holds answers only as the sealed text it is given: it never sees a readable answer.
 */
export interface IdempotencyStore {
  /**
   * Claims `scope` (the caller and the key, hashed) for a request with this fingerprint, unless it
   * is taken. A claim left by a request that never finished (its process died) is taken over after
   * `staleAfterMs`. `owner` names whose key it is (a person, or a hashed address), so that a person's
   * keys can be removed with their account, and so that an owner keeps at most
   * IDEMPOTENCY_KEYS_PER_OWNER keys: a new claim past that removes the owner's oldest.
   */
  begin(scope: string, fingerprint: string, owner: string, now: number, staleAfterMs: number): Promise<Claim>;
  /** Keeps the (sealed) answer of the request that holds the claim. */
  complete(scope: string, sealed: string, now: number): Promise<void>;
  /** Gives the claim up (the request failed): the same key may be sent again and run. */
  release(scope: string): Promise<void>;
  /** Removes every key and answer of this owner (their account was deleted). */
  forgetOwner(owner: string): Promise<void>;
  close(): Promise<void>;
}

export const IDEMPOTENCY_STORE = Symbol('IDEMPOTENCY_STORE');

/** How long a key and its answer are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Keys one owner keeps at most: a new key past it makes the owner's oldest one forgotten (a repeat
 * of that request then runs again; its events, whose ids come from the key, are still not appended
 * twice). Bounds what a caller sending a new key with every request can make the store hold.
 */
export const IDEMPOTENCY_KEYS_PER_OWNER = 1_000;
