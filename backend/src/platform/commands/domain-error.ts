/** A rule of the domain said no. The message is shown to the person, so it must read well. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503 = 400,
    /** For 429: how long the caller should wait, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
