/** The first answer to a request, kept so that the same request sent again gets it again. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** What `begin` found for a caller's key. */
export type Claim =
  /** Nobody used the key: this request now holds it and runs. */
  | { kind: 'claimed' }
  /** The same request already ran: here is its answer. */
  | { kind: 'answered'; answer: StoredAnswer }
  /** The same request is running right now (another instance, or a double click). */
  | { kind: 'in-progress' }
  /** The key was used for a different request (another body or path). */
  | { kind: 'mismatch' };

/**
 * Idempotency keys and the first answer given for each, shared by every instance (a SQLite file
 * beside the event log, or MongoDB in cluster mode). Entries are kept for 24 hours.
 */
export interface IdempotencyStore {
  /**
   * Claims `scope` (the caller and the key, hashed) for a request with this fingerprint, unless it
   * is taken. A claim left by a request that never finished (its process died) is taken over after
   * `staleAfterMs`.
   */
  begin(scope: string, fingerprint: string, now: number, staleAfterMs: number): Promise<Claim>;
  /** Keeps the answer of the request that holds the claim. */
  complete(scope: string, answer: StoredAnswer, now: number): Promise<void>;
  /** Gives the claim up (the request failed): the same key may be sent again and run. */
  release(scope: string): Promise<void>;
  close(): Promise<void>;
}

export const IDEMPOTENCY_STORE = Symbol('IDEMPOTENCY_STORE');

/** How long a key and its answer are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
