import { useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export type IdentityProviderConfig = Pick<ApiSchema<'CalendarConfigResponse'>, 'configured' | 'clientId'>;

/** Any failure reads as "not configured": the page reports what a user would experience. */
export async function getIdentityProviderConfig(signal?: AbortSignal): Promise<IdentityProviderConfig> {
  try {
    const config = await apiFetch('/api/auth/google/config', { signal, anonymous: true });
    return { configured: config?.configured === true, clientId: config?.clientId ?? null };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { configured: false, clientId: null };
  }
}

export function useIdentityProviderConfig() {
  return useQuery({
    queryKey: ['diagnostics', 'identity-provider'],
    queryFn: ({ signal }) => getIdentityProviderConfig(signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
