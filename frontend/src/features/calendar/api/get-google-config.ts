import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import type { GoogleCalendarConfig } from '../types/calendar-config';
import { calendarKeys } from './calendar-keys';

/** `GET /api/auth/google/config` (public): only a configured server gets the Google script loaded. */
export async function getGoogleConfig(signal?: AbortSignal): Promise<GoogleCalendarConfig> {
  const body = await apiFetch('/api/auth/google/config', { signal, anonymous: true });
  return {
    configured: body?.configured === true,
    clientId: typeof body?.clientId === 'string' && body.clientId ? body.clientId : null,
    scopes: Array.isArray(body?.scopes) ? body.scopes.filter((scope): scope is string => typeof scope === 'string') : [],
  };
}

export function googleConfigQueryOptions() {
  return queryOptions({
    queryKey: calendarKeys.config,
    queryFn: ({ signal }) => getGoogleConfig(signal),
    // Server configuration does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useGoogleConfig() {
  return useQuery(googleConfigQueryOptions());
}
