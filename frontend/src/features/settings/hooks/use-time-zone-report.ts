import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { sessionStore } from '@/lib/auth/session-store';
import { markPersonal, readStored, writeStored } from '@/lib/browser-storage';

import { browserTimeZone, getMessagesSetting, messagesSettingKey } from '../api/messages-setting';
import { reportTimeZone } from '../api/report-time-zone';

/** Who was last checked in this tab, and in which zone: `<user id> <zone>`. */
export const TIME_ZONE_CHECKED_KEY = 'daily.timeZoneChecked';
markPersonal('session', TIME_ZONE_CHECKED_KEY);

// Two mounts at once (React's strict mode, a quick sign-out and in) share one check.
const checking = new Set<string>();
/** Who is signed in now, as the last render said: a check that ends after a sign-out keeps nothing. */
let signedIn: string | null = null;

/**
 * Keeps the server's copy of the person's time zone true without them opening settings, so no
 * message reaches them at night where they are. Once per tab session and person: the kept zone is
 * read, and the browser's is sent only when it differs. Page views after that ask nothing.
 */
export function useTimeZoneReport(userId: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    signedIn = userId;
    // Signed out there is nothing to report: the zone (a costly Intl call) is not even read.
    if (!userId) return;
    const zone = browserTimeZone();
    if (!zone) return;
    const checked = `${userId} ${zone}`;
    if (readStored('session', TIME_ZONE_CHECKED_KEY) === checked || checking.has(checked)) return;
    checking.add(checked);
    void (async () => {
      try {
        const kept = await queryClient.fetchQuery({ queryKey: messagesSettingKey, queryFn: ({ signal }) => getMessagesSetting(signal) });
        if (kept.time_zone !== zone) queryClient.setQueryData(messagesSettingKey, await reportTimeZone(zone));
        // A sign-out clears the storage before the next render says nobody is signed in, so the
        // stored session is asked too.
        if (signedIn === userId && sessionStore.read()?.user?.id === userId) writeStored('session', TIME_ZONE_CHECKED_KEY, checked);
      } catch {
        // Left for the next session: until then quiet hours follow the zone kept before.
      } finally {
        checking.delete(checked);
      }
    })();
  }, [userId, queryClient]);
}
