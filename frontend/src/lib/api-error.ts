/** A failed call to the backend, carrying the HTTP status and the server's own message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.body = body;
  }

  /** True when the server was never reached (offline, DNS, CORS, server down). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
