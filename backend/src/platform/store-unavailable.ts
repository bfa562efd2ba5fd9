/**
 * A store cannot durably read or write right now (read-only file, full disk, lost connection): the
 * fault is the server's, not the caller's, so the request is answered 503 and nothing is applied.
 */
export class StoreUnavailableError extends Error {
  constructor(
    /** Which store, for the log line: "Event store", "Read store", "Key store". */
    readonly store: string,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

/** Sent as Retry-After with every 503 for a store: long enough for a restart or a failover, short enough to feel alive. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/**
 * The longest a store call may take before it counts as unavailable. A request never waits longer
 * on a store that does not answer: it gets a 503 instead of a hang.
 */
export const STORE_CALL_TIMEOUT_MS = 3000;

export function isStoreUnavailable(error: unknown): error is StoreUnavailableError {
  return error instanceof StoreUnavailableError;
}

/** SQLite result codes that mean the disk, not the caller, is at fault. */
export const SQLITE_UNAVAILABLE_CODES = /^SQLITE_(READONLY|FULL|IOERR|CANTOPEN|BUSY|LOCKED|CORRUPT|NOTADB|PROTOCOL)/;

/** The SQLite code of an error that makes its store unavailable, or null for any other error. */
export function sqliteUnavailableCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SQLITE_UNAVAILABLE_CODES.test(code) ? code : null;
}
