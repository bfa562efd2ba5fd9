import { AssistantPanel } from '@/features/assistant/components/assistant-panel';
import { DeferredCallWidget } from '@/features/call-widget/components/deferred-call-widget';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { journalKeys } from '@/features/journal/api/journal-query-keys';
import { DeferredJournalPanel } from '@/features/journal/components/deferred-journal-panel';
import { taskKeys } from '@/features/tasks/api/task-query-keys';
import { TasksPanel } from '@/features/tasks/components/tasks-panel';
import { RequirePaidAccess } from '@/app/route-guards';

// What a message to daily can change: a task added or done, a decision in today's journal.
const assistantRefreshes = [taskKeys.all, journalKeys.all];
const dashboardTabs = { tasks: <TasksPanel />, journal: <DeferredJournalPanel /> };

export function DashboardRoute() {
  return (
    <RequirePaidAccess>
      <DashboardView tabs={dashboardTabs} assistant={<AssistantPanel refreshes={assistantRefreshes} />} />
      <DeferredCallWidget />
    </RequirePaidAccess>
  );
}
