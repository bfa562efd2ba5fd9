import type { DomainError, ErrorKind } from '../commands/domain-error';

/** The one place a domain error's kind becomes an HTTP status. */
export const HTTP_STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

export function httpStatusOf(error: DomainError): number {
  return HTTP_STATUS_OF[error.kind];
}
