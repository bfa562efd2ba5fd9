/** Google said the grant is gone (revoked, expired, or the code was wrong or already used). */
export class GoogleGrantRejectedError extends Error {
  constructor(readonly reason: string) {
    super(`Google rejected the grant: ${reason}`);
    this.name = 'GoogleGrantRejectedError';
  }
}

/** Google could not be reached, or failed on its side: nothing can be concluded about the grant. */
export class GoogleUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super('Google could not be reached');
    this.name = 'GoogleUnavailableError';
  }
}

interface HttpishError {
  status?: number;
  response?: { status?: number; data?: { error?: unknown } };
}

/** Sorts an error from googleapis into "the grant is no good" and "try again later". */
export function classifyGoogleError(error: unknown): Error {
  const failure = error as HttpishError;
  const status = failure?.response?.status ?? failure?.status;
  const code = failure?.response?.data?.error;
  const reason = typeof code === 'string' ? code : typeof status === 'number' ? `HTTP ${status}` : 'unknown';
  if (status === 400 || status === 401 || status === 403) return new GoogleGrantRejectedError(reason);
  return new GoogleUnavailableError(error);
}
