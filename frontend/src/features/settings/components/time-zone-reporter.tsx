import { useAuth } from '@/lib/auth/auth-context';

import { useTimeZoneReport } from '../hooks/use-time-zone-report';

/** Mounted once in the app's layout; renders nothing. */
export function TimeZoneReporter() {
  const { user } = useAuth();
  useTimeZoneReport(user?.id ?? null);
  return null;
}
