import type { QueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { CalendarAccess } from '../types/calendar-config';
import { CalendarError, toCalendarError } from '../utils/calendar-error';
import { calendarMessages } from '../utils/calendar-messages';
import { calendarKeys } from './calendar-keys';

/** `POST /api/auth/google`: hands the authorization code to the server, which keeps the grant. */
export async function connectGoogleCalendar(userId: string, code: string): Promise<void> {
  if (!userId) throw new CalendarError(calendarMessages.loginRequired('connect'));
  try {
    await apiFetch('/api/auth/google', {
      body: { code, userId } satisfies ApiSchema<'ConnectGoogleRequestDto'>,
      credentials: 'include',
    });
  } catch (error) {
    throw toCalendarError(error, {
      network: calendarMessages.connectFailed,
      failed: calendarMessages.connectFailed,
      keepServerMessage: true,
    });
  }
}

/**
 * Connects, then shows the calendar as connected at once and asks the server again (the access
 * check the page shows), before it resolves.
 */
export async function connectGoogleCalendarAndRecord(queryClient: QueryClient, userId: string, code: string): Promise<void> {
  try {
    await connectGoogleCalendar(userId, code);
    queryClient.setQueryData<CalendarAccess>(calendarKeys.access(userId), { hasAccess: true, configured: true });
  } finally {
    await queryClient.invalidateQueries({ queryKey: calendarKeys.access(userId) });
  }
}
