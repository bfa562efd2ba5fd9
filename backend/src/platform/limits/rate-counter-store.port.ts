/** One fixed window of a counter: how many hits it has had and when it ends. */
export interface RateWindow {
  hits: number;
  /** Epoch milliseconds. */
  endsAt: number;
}

/**
 * Counters for per-address and per-number limits, shared by every instance (a SQLite file beside
 * the event log, or MongoDB in cluster mode), so a limit holds however many instances there are.
 */
export interface RateCounterStore {
  /** Counts one hit in the key's current window, opening a new window of `windowMs` when the last one ended. */
  hit(key: string, windowMs: number, now: number): Promise<RateWindow>;
  close(): Promise<void>;
}

export const RATE_COUNTER_STORE = Symbol('RATE_COUNTER_STORE');
