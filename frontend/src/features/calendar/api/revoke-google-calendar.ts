import type { QueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { CalendarAccess } from '../types/calendar-config';
import { CalendarError, toCalendarError } from '../utils/calendar-error';
import { calendarMessages } from '../utils/calendar-messages';
import { calendarKeys } from './calendar-keys';

/** `POST /api/auth/google/revoke`: revoked at Google and forgotten by the server. */
export async function revokeGoogleCalendar(userId: string): Promise<void> {
  if (!userId) throw new CalendarError(calendarMessages.loginRequired('disconnect'));
  try {
    await apiFetch('/api/auth/google/revoke', {
      body: { userId } satisfies ApiSchema<'CalendarUserRequestDto'>,
      credentials: 'include',
    });
  } catch (error) {
    throw toCalendarError(error, { network: calendarMessages.revokeNetwork, failed: calendarMessages.revokeFailed });
  }
}

/**
 * Disconnects, then shows the calendar as not connected at once and asks the server again (the
 * access check the page shows), before it resolves.
 */
export async function revokeGoogleCalendarAndRecord(queryClient: QueryClient, userId: string): Promise<void> {
  try {
    await revokeGoogleCalendar(userId);
    queryClient.setQueryData<CalendarAccess>(calendarKeys.access(userId), { hasAccess: false, configured: true });
  } finally {
    await queryClient.invalidateQueries({ queryKey: calendarKeys.access(userId) });
  }
}
