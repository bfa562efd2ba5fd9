import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { CalendarAccess } from '../types/calendar-config';
import { CalendarError, toCalendarError } from '../utils/calendar-error';
import { calendarMessages } from '../utils/calendar-messages';
import { calendarKeys } from './calendar-keys';

/** `POST /api/auth/google/check-access`: whether the stored grant still works. */
export async function checkCalendarAccess(userId: string, signal?: AbortSignal): Promise<CalendarAccess> {
  if (!userId) throw new CalendarError(calendarMessages.userIdRequired);
  let body: Partial<CalendarAccess> | undefined;
  try {
    body = await apiFetch('/api/auth/google/check-access', {
      read: true,
      body: { userId } satisfies ApiSchema<'CalendarUserRequestDto'>,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw toCalendarError(error, { network: calendarMessages.checkNetwork, failed: calendarMessages.checkFailed });
  }
  // Older servers answer without `configured`; only an explicit false means "not set up".
  return { hasAccess: body?.hasAccess === true, configured: body?.configured !== false };
}

export function calendarAccessQueryOptions(userId: string, enabled = true) {
  return queryOptions({
    queryKey: calendarKeys.access(userId),
    queryFn: ({ signal }) => checkCalendarAccess(userId, signal),
    enabled: enabled && userId !== '',
    // A failed check shows "not connected" at once (spec section 4), not after retries.
    retry: false,
  });
}

export function useCalendarAccess(userId: string, enabled: boolean) {
  return useQuery(calendarAccessQueryOptions(userId, enabled));
}
