import { useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { assistantKeys } from '@/features/assistant/api/assistant-query-keys';
import { billingKeys } from '@/features/billing/api/billing-keys';
import { dashboardProfileKeys } from '@/features/dashboard/api/get-dashboard-profile';
import { decisionKeys } from '@/features/decisions/api/decisions-query-keys';
import { journalKeys } from '@/features/journal/api/journal-query-keys';
import { messagesSettingKey } from '@/features/settings/api/messages-setting';
import { userDataKeys } from '@/features/settings/api/user-data-keys';
import { taskKeys } from '@/features/tasks/api/task-query-keys';
import { useAuth } from '@/lib/auth/auth-context';
import { type LiveQueryKeys, useLiveRefresh } from '@/lib/live/use-live-refresh';

/** Every query that shows one of the live stream's models, by model: one entry for each name the server declares. */
const liveQueryKeys: LiveQueryKeys = {
  tasks: [taskKeys.all],
  journal: [journalKeys.all],
  conversation: [assistantKeys.all],
  // "Stop" and "start" by message change the messages setting, which settings shows with the profile.
  profile: [userDataKeys.all, dashboardProfileKeys.all, messagesSettingKey],
  subscription: [billingKeys.all],
  decisions: [decisionKeys.all],
};

// The pages that show those models. Elsewhere (the public pages, the staff screens) an open stream
// would only keep a connection busy: pages would never reach network quiet, for browsers and tools alike.
const pagesShowingLiveModels: ReadonlySet<string> = new Set([paths.dashboard.path, paths.settings.path]);

// The stream is not needed to paint a page: it opens once the page has loaded and its first
// requests have had their turn, and everything shown is asked for again as it opens.
const liveOptions = { startAfterMs: 3_000 };

/** Mounted once in the app's layout: keeps a signed-in person's open screens current. Renders nothing. */
export function LiveRefresh() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const following = user !== null && pagesShowingLiveModels.has(pathname);
  useLiveRefresh(following ? user.id : null, liveQueryKeys, liveOptions);
  return null;
}
