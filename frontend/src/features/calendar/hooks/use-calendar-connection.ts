import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';

import { notify } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-context';

import { useCalendarAccess } from '../api/check-calendar-access';
import { useGoogleConfig } from '../api/get-google-config';
import type { CalendarActionContext } from '../utils/calendar-actions';
import { calendarControlReducer, initialCalendarControlState } from '../utils/calendar-control-machine';
import { calendarMessages } from '../utils/calendar-messages';

// Connecting, refreshing and disconnecting (Google's popup, the requests, what the toasts say) load
// when the person reaches for a button, not with the page: most visits only read the status.
const loadActions = () => import('../utils/calendar-actions');
const loadGoogleIdentity = async () => (await import('../utils/google-identity')).loadGoogleIdentity();

/** Drives the calendar control: server answers and the person's clicks go through one reducer. */
export function useCalendarConnection() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(calendarControlReducer, initialCalendarControlState);
  const config = useGoogleConfig();
  const configured = config.data?.configured === true;
  const access = useCalendarAccess(userId, configured);

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
    void loadActions().catch(() => {});
    if (configured) void loadGoogleIdentity().catch(() => {});
  };

  const context: CalendarActionContext = {
    userId,
    dispatch,
    queryClient,
    googleConfig: async () => config.data ?? (await config.refetch()).data,
  };
  // A failed download of the actions' code (a phone losing signal) is said like a failed request.
  const run = (action: (actions: Awaited<ReturnType<typeof loadActions>>) => Promise<void>, failed: string) => {
    loadActions().then(action, () => notify.error(failed));
  };

  return {
    state,
    warmUp,
    connect: () => run((actions) => actions.authoriseCalendar(context, 'connect'), calendarMessages.connectFailed),
    refresh: () => run((actions) => actions.authoriseCalendar(context, 'refresh'), calendarMessages.connectFailed),
    disconnect: () => run((actions) => actions.disconnectCalendar(context), calendarMessages.disconnectFailedToast),
  };
}
