import type { QueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';

import { notify } from '@/components/ui/toast';

import { connectGoogleCalendarAndRecord } from '../api/connect-google-calendar';
import { revokeGoogleCalendarAndRecord } from '../api/revoke-google-calendar';
import type { GoogleCalendarConfig } from '../types/calendar-config';
import type { CalendarControlEvent } from './calendar-control-machine';
import { CalendarError } from './calendar-error';
import { calendarMessages } from './calendar-messages';
import { GoogleAuthError, GooglePopupClosedError, requestGoogleCode } from './google-identity';

export type CalendarActionContext = {
  userId: string;
  dispatch: Dispatch<CalendarControlEvent>;
  queryClient: QueryClient;
  /** The server's Google settings: the answer already held, or asked for again. */
  googleConfig: () => Promise<GoogleCalendarConfig | undefined>;
};

/** One toast for the connection: refreshing again replaces it rather than stacking another. */
const connectionToastId = 'calendar-connection';

/** Google's popup, then the code handed to the server: connecting, or refreshing the grant. */
export async function authoriseCalendar(
  { userId, dispatch, queryClient, googleConfig }: CalendarActionContext,
  action: 'connect' | 'refresh',
) {
  if (!userId) {
    notify.error(calendarMessages.loginRequired(action));
    return;
  }
  // The config call may have failed earlier (offline); it is asked again rather than guessed.
  const google = await googleConfig();
  if (!google) {
    notify.error(calendarMessages.connectFailed);
    return;
  }
  if (!google.configured || !google.clientId) {
    dispatch({ type: 'not-configured' });
    return;
  }
  dispatch({ type: action });
  try {
    const code = await requestGoogleCode({ clientId: google.clientId, scopes: google.scopes });
    await connectGoogleCalendarAndRecord(queryClient, userId, code);
    dispatch({ type: 'authorised' });
    notify.success(calendarMessages.connected, { id: connectionToastId });
  } catch (error) {
    dispatch({ type: 'authorisation-failed' });
    if (error instanceof GooglePopupClosedError) return;
    if (error instanceof GoogleAuthError) {
      notify.error(calendarMessages.authFailed);
      return;
    }
    if (error instanceof CalendarError && error.notConfigured) dispatch({ type: 'not-configured' });
    const reason = error instanceof Error && error.message !== calendarMessages.connectFailed ? error.message : undefined;
    notify.error(calendarMessages.connectFailed, reason ? { description: reason } : undefined);
  }
}

/** Revoked at Google and forgotten by the server. */
export async function disconnectCalendar({ userId, dispatch, queryClient }: CalendarActionContext) {
  if (!userId) {
    notify.error(calendarMessages.loginRequired('disconnect'));
    return;
  }
  dispatch({ type: 'disconnect' });
  try {
    await revokeGoogleCalendarAndRecord(queryClient, userId);
    dispatch({ type: 'disconnected' });
    notify.success(calendarMessages.disconnected, { id: connectionToastId });
  } catch (error) {
    dispatch({ type: 'disconnect-failed' });
    const reason = error instanceof Error && error.message !== calendarMessages.revokeFailed ? error.message : undefined;
    notify.error(calendarMessages.disconnectFailedToast, reason ? { description: reason } : undefined);
  }
}
