/** Limits of the path a message from a phone takes. */
export const INBOUND_RULES = {
  /** Messages one number may send in a window; the rest are answered 200 and dropped (a flood costs nothing but the count). */
  perNumber: 30,
  perNumberWindowMs: 60 * 1000,
  /** How long a stranger's MessageSid is remembered: Twilio retries a webhook within minutes, not days. */
  strangerSidWindowMs: 24 * 60 * 60 * 1000,
  /** Sends of one reply, the first included, before it is given up as failed. */
  maxAttempts: 6,
  /** The wait before the second send; it doubles each time, up to backoffMaxMs. */
  backoffMs: 1000,
  backoffMaxMs: 60 * 1000,
  /** A send begun longer ago than this by another process was cut off by a stop. */
  sendTimeoutMs: 2 * 60 * 1000,
  /**
   * A send cut off by a stop is looked up at Twilio no sooner than this after it began: Twilio
   * lists a message by the time it left its queue, which is moments after it was accepted.
   */
  reconcileAfterMs: 10 * 1000,
  /** How far before a cut-off send began the lookup reaches, for the clocks of daily and Twilio. */
  reconcileSlackMs: 60 * 1000,
  /** A recorded message another process has not handled after this long is taken over. */
  takeOverAfterMs: 30 * 1000,
} as const;

/** The wait before the send after `attempt` failed sends. */
export function retryDelay(attempt: number): number {
  return Math.min(INBOUND_RULES.backoffMs * 2 ** Math.max(0, attempt - 1), INBOUND_RULES.backoffMaxMs);
}
