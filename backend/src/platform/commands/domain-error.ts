/** A rule of the domain said no. The message is shown to the person, so it must read well. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 = 400,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
