import { AUTH_TIMING } from '@/lib/auth/auth-timing';
import { sessionStore } from '@/lib/auth/session-store';

import type { StartPlan } from './start-requests';

/**
 * The first reads of each signed-in page, as its components make them: the dashboard's task list
 * and profile (features/tasks, features/dashboard), the settings' user data (features/settings).
 */
export const startPlan: StartPlan = {
  sessionKey: sessionStore.key,
  refreshMarginMs: AUTH_TIMING.refreshTickMs * AUTH_TIMING.refreshMarginTicks,
  pages: {
    '/dashboard': ['/dev/user/tasks/array', '/dev/user/profile'],
    '/settings': ['/dev/user/get'],
  },
  userPath: '/auth/user',
  accountPath: '/user/check/',
};
