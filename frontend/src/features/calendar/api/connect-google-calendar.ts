import { useMutation, useQueryClient } from '@tanstack/react-query';

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
    await apiFetch<ApiSchema<'CalendarConnectedResponse'>>('/api/auth/google', {
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

export function useConnectGoogleCalendar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => connectGoogleCalendar(userId, code),
    onSuccess: () => {
      queryClient.setQueryData<CalendarAccess>(calendarKeys.access(userId), { hasAccess: true, configured: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.access(userId) }),
  });
}
