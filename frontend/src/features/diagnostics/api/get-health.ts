import { useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import { isApiError } from '@/lib/api-error';

export type ProjectionHealth = ApiSchema<'ProjectionHealthResponse'>;

export type HealthReport = ApiSchema<'HealthResponse'>;

/**
 * Sent with the operator's session: the log head and the projections are shown to operators only.
 * A degraded backend answers 503 with the same report, which is exactly what an operator needs
 * to see; only an unreachable or unreadable answer counts as a failure here.
 */
export async function getHealth(signal?: AbortSignal): Promise<HealthReport> {
  try {
    return await apiFetch('/health', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 503 && typeof error.body === 'object' && error.body !== null) {
      return error.body as HealthReport;
    }
    throw error;
  }
}

export function useHealth() {
  return useQuery({
    queryKey: ['diagnostics', 'health'],
    queryFn: ({ signal }) => getHealth(signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
