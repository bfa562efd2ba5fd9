import { useEffect, useReducer } from 'react';

import { notify } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-context';

import { useCalendarAccess } from '../api/check-calendar-access';
import { useConnectGoogleCalendar } from '../api/connect-google-calendar';
import { useGoogleConfig } from '../api/get-google-config';
import { useRevokeGoogleCalendar } from '../api/revoke-google-calendar';
import { CalendarError } from '../utils/calendar-error';
import { calendarControlReducer, initialCalendarControlState } from '../utils/calendar-control-machine';
import { calendarMessages } from '../utils/calendar-messages';
import { GoogleAuthError, GooglePopupClosedError, loadGoogleIdentity, requestGoogleCode } from '../utils/google-identity';

/** Drives the calendar control: server answers and the person's clicks go through one reducer. */
const connectionToastId = 'calendar-connection';

export function useCalendarConnection() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const [state, dispatch] = useReducer(calendarControlReducer, initialCalendarControlState);
  const config = useGoogleConfig();
  const configured = config.data?.configured === true;
  const access = useCalendarAccess(userId, configured);
  const connect = useConnectGoogleCalendar(userId);
  const revoke = useRevokeGoogleCalendar(userId);

  useEffect(() => {
    if (config.data) dispatch({ type: 'config-loaded', configured: config.data.configured });
  }, [config.data]);

  useEffect(() => {
    if (config.isError) dispatch({ type: 'check-failed', message: calendarMessages.checkFailed });
  }, [config.isError, config.errorUpdatedAt]);

  // Without a user there is nothing to check (spec section 5); the control must not wait forever.
  useEffect(() => {
    if (configured && !userId) dispatch({ type: 'check-failed', message: calendarMessages.userIdRequired });
  }, [configured, userId]);

  useEffect(() => {
    if (access.isSuccess) dispatch({ type: 'check-succeeded', ...access.data });
  }, [access.isSuccess, access.data, access.dataUpdatedAt]);

  useEffect(() => {
    if (access.isError) dispatch({ type: 'check-failed', message: access.error.message });
  }, [access.isError, access.error, access.errorUpdatedAt]);

  /** Starts fetching Google's script as the pointer nears the button, so the popup opens promptly. */
  const warmUp = () => {
    if (configured) void loadGoogleIdentity().catch(() => {});
  };

  const authorise = async (action: 'connect' | 'refresh') => {
    if (!userId) {
      notify.error(calendarMessages.loginRequired(action));
      return;
    }
    // The config call may have failed earlier (offline); it is asked again rather than guessed.
    const google = config.data ?? (await config.refetch()).data;
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
      await connect.mutateAsync(code);
      dispatch({ type: 'authorised' });
      // One toast for the connection: refreshing again replaces it rather than stacking another.
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
  };

  const disconnect = async () => {
    if (!userId) {
      notify.error(calendarMessages.loginRequired('disconnect'));
      return;
    }
    dispatch({ type: 'disconnect' });
    try {
      await revoke.mutateAsync();
      dispatch({ type: 'disconnected' });
      notify.success(calendarMessages.disconnected, { id: connectionToastId });
    } catch (error) {
      dispatch({ type: 'disconnect-failed' });
      const reason = error instanceof Error && error.message !== calendarMessages.revokeFailed ? error.message : undefined;
      notify.error(calendarMessages.disconnectFailedToast, reason ? { description: reason } : undefined);
    }
  };

  return {
    state,
    warmUp,
    connect: () => void authorise('connect'),
    refresh: () => void authorise('refresh'),
    disconnect: () => void disconnect(),
  };
}
