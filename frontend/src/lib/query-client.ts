import { QueryClient } from '@tanstack/react-query';

import { isApiError } from './api-error';

const maxQueryRetries = 2;

function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
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
