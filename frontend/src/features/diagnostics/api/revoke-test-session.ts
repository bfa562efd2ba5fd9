import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/**
 * `POST /auth/logout` with the test session's own access token as the Bearer token (the endpoint
 * reads the session id from it; it takes no body). `anonymous` keeps the operator's token out,
 * so it is the test session that ends, never the operator's.
 */
export function revokeTestSession(accessToken: string): Promise<void> {
  return apiFetch('/auth/logout', {
    method: 'POST',
    anonymous: true,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}

export function useRevokeTestSession() {
  return useMutation({ mutationFn: revokeTestSession, gcTime: 0 });
}
