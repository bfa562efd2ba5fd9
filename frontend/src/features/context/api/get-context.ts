import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import { contextKeys } from './context-keys';

export type ContextItem = ApiSchema<'ContextItemResponse'>;

/** `GET /api/me/context`: what daily keeps in mind, oldest first. */
export async function getContext(signal?: AbortSignal): Promise<ContextItem[]> {
  const body = await apiFetch('/api/me/context', { signal });
  return body.items;
}

export function contextListQueryOptions() {
  return queryOptions({ queryKey: contextKeys.list(), queryFn: ({ signal }) => getContext(signal) });
}

export function useContextList() {
  return useQuery(contextListQueryOptions());
}
