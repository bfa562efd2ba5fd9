import { AUTH_TIMING } from '@/lib/auth/auth-timing';
import { sessionStore } from '@/lib/auth/session-store';

import type { StartPlan, StartRead } from './start-requests';

/** Whether payments are live: both pages ask, without the token. */
const paymentsMode: StartRead = { method: 'GET', url: '/api/stripe/mode', anonymous: true };

/**
 * The first reads of each signed-in page, exactly as its components make them: the dashboard's
 * task list, profile and conversation (features/tasks, features/dashboard, features/assistant); the
 * settings' user data, plan, messages setting and calendar set-up (features/settings,
 * features/billing, features/diagnostics). The browser test of a returning member checks that the
 * app asks for none of them a second time.
 */
export const startPlan: StartPlan = {
  sessionKey: sessionStore.key,
  refreshMarginMs: AUTH_TIMING.refreshTickMs * AUTH_TIMING.refreshMarginTicks,
  pages: {
    '/dashboard': [
      { method: 'POST', url: '/dev/user/tasks/array' },
      { method: 'POST', url: '/dev/user/profile' },
      { method: 'GET', url: '/api/assistant/messages?limit=50' },
      paymentsMode,
    ],
    '/settings': [
      { method: 'POST', url: '/dev/user/get' },
      { method: 'GET', url: '/api/me/plan' },
      { method: 'GET', url: '/api/stripe/subscription-status?user_id={userId}' },
      { method: 'GET', url: '/api/me/messages' },
      { method: 'GET', url: '/api/auth/google/config', anonymous: true },
      paymentsMode,
    ],
  },
  userPath: '/auth/user',
  accountPath: '/user/check',
};
