/**
 * A failed journal call. `message` is the sentence the spec shows; `detail` keeps what the server
 * said, which is worth showing beneath it.
 */
export class JournalRequestError extends Error {
  override readonly name = 'JournalRequestError';
  readonly detail: string | undefined;

  constructor(message: string, options: { detail?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.detail = options.detail;
  }
}
