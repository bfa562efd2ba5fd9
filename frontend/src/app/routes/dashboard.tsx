import { AssistantPanel } from '@/features/assistant/components/assistant-panel';
import { DeferredCallWidget } from '@/features/call-widget/components/deferred-call-widget';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { decisionKeys } from '@/features/decisions/api/decisions-query-keys';
import { DeferredDecisionsPanel } from '@/features/decisions/components/deferred-decisions-panel';
import { journalKeys } from '@/features/journal/api/journal-query-keys';
import { DeferredJournalPanel } from '@/features/journal/components/deferred-journal-panel';
import { taskKeys } from '@/features/tasks/api/task-query-keys';
import { TasksPanel } from '@/features/tasks/components/tasks-panel';
import { RequirePaidAccess } from '@/app/route-guards';
import { DashboardReach } from './dashboard-reach';

// What a message to daily can change: a task added or done, a decision (and its line in today's journal).
const assistantRefreshes = [taskKeys.all, journalKeys.all, decisionKeys.all];
const dashboardTabs = { tasks: <TasksPanel />, journal: <DeferredJournalPanel />, decisions: <DeferredDecisionsPanel /> };

export function DashboardRoute() {
  return (
    <RequirePaidAccess>
      <DashboardView tabs={dashboardTabs} assistant={<AssistantPanel refreshes={assistantRefreshes} />} reach={<DashboardReach />} />
      <DeferredCallWidget />
    </RequirePaidAccess>
  );
}
