import { isApiError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';

/** A settings call that failed, carrying the sentence the page shows for it. */
export class UserDataError extends Error {
  override readonly name = 'UserDataError';
}

type Fallbacks = {
  network: string;
  failed: string;
  /** Pass the server's own sentence through (it says what was wrong with the input). */
  keepServerMessage?: boolean;
};

export function toUserDataError(error: unknown, { network, failed, keepServerMessage = false }: Fallbacks): UserDataError {
  if (isApiError(error) && error.isNetworkError) return new UserDataError(network, { cause: error });
  const fromServer = keepServerMessage && isApiError(error) && error.status < 500 ? serverMessage(error.body) : undefined;
  return new UserDataError(fromServer ?? failed, { cause: error });
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
