import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { decisionKeys } from './decisions-query-keys';

export type Decision = ApiSchema<'DecisionResponse'>;

/** `GET /api/me/decisions`: the signed-in person's decisions, newest first. */
export async function getDecisions(signal?: AbortSignal): Promise<Decision[]> {
  const body = await apiFetch('/api/me/decisions', { signal });
  // Something other than the API answered (a proxy's page): a failure, not an empty list.
  if (!Array.isArray(body?.items)) throw new Error('The decisions could not be read.');
  return body.items;
}

export function decisionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: decisionKeys.list(userId),
    queryFn: ({ signal }) => getDecisions(signal),
    enabled: userId !== '',
  });
}

export function useDecisions(userId: string) {
  return useQuery(decisionsQueryOptions(userId));
}
