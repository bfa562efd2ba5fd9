import { assistantKeys } from '@/features/assistant/api/assistant-query-keys';
import { conversationShell } from '@/features/assistant/utils/conversation-shell';
import { fallbackCallPrompt } from '@/features/dashboard/components/call-prompt';
import { dashboardProfileKeys } from '@/features/dashboard/api/get-dashboard-profile';
import { SHELL_FILL_CALL_PROMPT, SHELL_FILL_DATE, SHELL_FILL_GREETING } from '@/features/dashboard/utils/shell-fill';
import { paidAccountStatuses } from '@/lib/auth/account-status';
import { sessionStore } from '@/lib/auth/session-store';
import { deviceCacheFormat } from '@/lib/device-cache';

import type { DashboardShellPlan } from './fill-dashboard-shell';

const USER_ID = '{userId}';

/** What the starter needs to paint the dashboard's shell from this device's copy (see fill-dashboard-shell.ts). */
export const dashboardShellPlan: DashboardShellPlan = {
  personal: 'data-shell-personal',
  sessionKey: sessionStore.key,
  cache: deviceCacheFormat,
  paidAccounts: paidAccountStatuses,
  userIdMark: USER_ID,
  profileKey: dashboardProfileKeys.profile(USER_ID),
  conversationKey: assistantKeys.conversation(USER_ID),
  fill: { date: SHELL_FILL_DATE, greeting: SHELL_FILL_GREETING, callPrompt: SHELL_FILL_CALL_PROMPT },
  conversation: conversationShell,
  fallbackCallPrompt,
};
