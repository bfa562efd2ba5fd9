/**
 * What kind of no a domain rule says. The HTTP edge maps each kind to a status
 * (platform/http/error-status.ts); deciders and handlers never name one.
 */
export type ErrorKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'gone' | 'unprocessable' | 'rate_limited' | 'unavailable';

/** A rule of the domain said no. The message is shown to the person, so it must read well. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly kind: ErrorKind = 'invalid',
    /** For `rate_limited` and `unavailable`: how long the caller should wait, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
