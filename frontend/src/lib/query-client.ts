import { QueryClient } from '@tanstack/react-query';

import { isApiError } from './api-error';

const maxQueryRetries = 2;

/** Looks through the errors features wrap around an ApiError (with `cause`) to the server's answer. */
export function isClientError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (isApiError(current)) return current.status >= 400 && current.status < 500;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; only transient failures are retried.
        retry: (failureCount, error) => !isClientError(error) && failureCount < maxQueryRetries,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
