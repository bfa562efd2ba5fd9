import { useMutation, useQueryClient } from '@tanstack/react-query';

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
    await apiFetch<void>('/api/auth/google/revoke', {
      body: { userId } satisfies ApiSchema<'CalendarUserRequestDto'>,
      credentials: 'include',
    });
  } catch (error) {
    throw toCalendarError(error, { network: calendarMessages.revokeNetwork, failed: calendarMessages.revokeFailed });
  }
}

export function useRevokeGoogleCalendar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeGoogleCalendar(userId),
    onSuccess: () => {
      queryClient.setQueryData<CalendarAccess>(calendarKeys.access(userId), { hasAccess: false, configured: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.access(userId) }),
  });
}
